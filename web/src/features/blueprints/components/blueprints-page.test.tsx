import type { PatternEntry } from '@domain/patterns';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeGoal } from '@/test/fixtures';
import { readPdf } from '@/test/pdf';
import { withQueryClient } from '@/test/render-with-auth';
import { renderBlueprintPdf } from '../render-blueprint-pdf';
import { BlueprintsPage, type BlueprintsPageProps } from './blueprints-page';

vi.mock('../render-blueprint-pdf', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../render-blueprint-pdf')>();
  return { ...actual, renderBlueprintPdf: vi.fn(actual.renderBlueprintPdf) };
});

const now = new Date('2026-11-22T12:00:00Z');
const entries: PatternEntry[] = [
  { mood: 2, emotions: ['anxious'], createdAt: new Date('2026-11-21T19:00:00Z') },
  { mood: 3, emotions: ['anxious', 'tired'], createdAt: new Date('2026-11-22T08:00:00Z') },
];
const goals = [activeGoal({ title: 'Sleep by 11pm', progress: 60 })];

const show = (props: Partial<BlueprintsPageProps> = {}) =>
  render(
    withQueryClient(
      <MemoryRouter>
        <BlueprintsPage
          name="Sam Rivera"
          entries={entries}
          goals={goals}
          loading={false}
          error={undefined}
          counselor={undefined}
          now={now}
          {...props}
        />
      </MemoryRouter>,
    ),
  );
// jsdom's Blob has no arrayBuffer(); FileReader reads it.
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const preview = () => screen.getByRole('article', { name: /preview$/ });

let saved: Blob[];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs: keep what would have been downloaded.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return `blob:test/${saved.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.mocked(renderBlueprintPdf).mockClear());

describe('BlueprintsPage', () => {
  it('should say it is loading, and not offer downloads yet', () => {
    show({ loading: true, entries: undefined, goals: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your journal and goals...');
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('should explain a failed read and offer to try again', () => {
    show({ error: new Error('offline'), entries: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your journal and goals');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('should always show the not-therapy line with the crisis line', () => {
    show();
    expect(
      screen.getByText(
        /not therapy or a diagnosis, and it is not for emergencies. In a crisis, call or text 988/,
      ),
    ).toBeInTheDocument();
  });

  it('should invite an empty journal to write, and still offer general blueprints', () => {
    show({ entries: [] });
    expect(screen.getByText(/Your journal is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write in your journal' })).toHaveAttribute(
      'href',
      '/app/journal',
    );
    expect(within(preview()).getByRole('heading', { name: 'Start with your journal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Anxiety Blueprint' })).toBeEnabled();
  });

  it('should preview the person’s own blueprint and switch between the two guides', async () => {
    show();
    expect(within(preview()).getByText('Made for Sam on November 22, 2026')).toBeInTheDocument();
    expect(
      within(preview()).getByText(/The emotions you name most often: anxious \(2\) and tired \(1\)/),
    ).toBeInTheDocument();
    expect(within(preview()).getByText('Sleep by 11pm: 60% done.')).toBeInTheDocument();
    expect(within(preview()).getByRole('heading', { name: '1. Paced breathing' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Overthinking' }));
    expect(preview()).toHaveAccessibleName('Overthinking Blueprint preview');
    // Feeling anxious moves grounding ahead of the guide's usual first technique.
    expect(within(preview()).getByRole('heading', { name: '1. 5-4-3-2-1 grounding' })).toBeInTheDocument();
    expect(
      within(preview()).getByRole('heading', { name: '2. Problem-solving, not rumination' }),
    ).toBeInTheDocument();
  });

  it('should download the chosen blueprint as a PDF named for it', async () => {
    show();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Download Overthinking Blueprint' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(click.mock.instances[0]).toHaveAttribute(
      'download',
      'reflectai-overthinking-blueprint-2026-11-22.pdf',
    );
    expect(saved[0]!.type).toBe('application/pdf');
    const pdf = await readPdf(await bytesOf(saved[0]!));
    expect(pdf.title).toBe('Overthinking Blueprint');
    expect(pdf.text).toContain('Sleep by 11pm: 60% done.');
    click.mockRestore();
  });

  it('should show the download as busy, then report a failure without losing the page', async () => {
    let fail!: (error: Error) => void;
    vi.mocked(renderBlueprintPdf).mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Download Anxiety Blueprint' }));
    const preparing = await screen.findByRole('button', { name: 'Preparing PDF...' });
    expect(preparing).toBeDisabled();
    expect(preparing).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Download Overthinking Blueprint' })).toBeDisabled();
    fail(new Error('out of memory'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not create your Anxiety Blueprint. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Download Anxiety Blueprint' })).toBeEnabled();
    expect(saved).toHaveLength(0);
    expect(console.error).toHaveBeenCalledWith(
      'Creating the anxiety blueprint PDF failed',
      expect.any(Error),
    );

    // Trying again clears the failure.
    await userEvent.click(screen.getByRole('button', { name: 'Download Anxiety Blueprint' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
