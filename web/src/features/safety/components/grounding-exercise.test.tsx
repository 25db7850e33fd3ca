import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GroundingExercise } from './grounding-exercise';

describe('GroundingExercise', () => {
  it('should walk through the five senses one step at a time and finish', async () => {
    const onDone = vi.fn();
    render(<GroundingExercise onDone={onDone} />);

    const expected = [
      [5, 'things you can see'],
      [4, 'things you can feel'],
      [3, 'things you can hear'],
      [2, 'things you can smell'],
      [1, 'thing you can taste'],
    ] as const;
    for (const [index, [count, sense]] of expected.entries()) {
      expect(screen.getByRole('heading', { name: `Step ${index + 1} of 5` })).toBeInTheDocument();
      expect(screen.getByText(String(count))).toBeInTheDocument();
      expect(screen.getByText(sense)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }

    expect(screen.getByRole('heading', { name: 'Well done' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('should go back a step, and not before the first', async () => {
    render(<GroundingExercise onDone={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 5' })).toBeInTheDocument();
    expect(screen.getByText('Look around and name five things you can see.')).toBeInTheDocument();
  });

  it('should start again from the first step after finishing', async () => {
    render(<GroundingExercise onDone={vi.fn()} />);
    for (let step = 0; step < 5; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 5' })).toBeInTheDocument();
  });
});
