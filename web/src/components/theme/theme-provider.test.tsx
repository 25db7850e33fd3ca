import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTheme } from './theme-context';
import { ThemeProvider } from './theme-provider';
// From the root vitest runs in: the page the app is served from.
import indexHtml from '/web/index.html?raw';

// A controllable stand-in for the OS dark preference (jsdom has no matchMedia).
function fakeSystemPreference(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(dark: boolean) {
      query.matches = dark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Chooser() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        {theme} shows {resolvedTheme}
      </p>
      <button onClick={() => setTheme('dark')}>Dark</button>
      <button onClick={() => setTheme('light')}>Light</button>
      <button onClick={() => setTheme('system')}>System</button>
    </div>
  );
}

const root = document.documentElement;
const renderChooser = () =>
  render(
    <ThemeProvider>
      <Chooser />
    </ThemeProvider>,
  );

beforeEach(() => {
  root.className = '';
  root.style.colorScheme = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThemeProvider', () => {
  it('should default to the system theme and follow the OS preference live', () => {
    const system = fakeSystemPreference(false);
    renderChooser();
    expect(screen.getByText('system shows light')).toBeInTheDocument();
    expect(root).not.toHaveClass('dark');

    system.change(true);
    expect(screen.getByText('system shows dark')).toBeInTheDocument();
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('should apply a chosen theme at once and keep it in ui-theme', async () => {
    const system = fakeSystemPreference(true);
    renderChooser();
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(root).not.toHaveClass('dark');
    expect(localStorage.getItem('ui-theme')).toBe('light');

    // A chosen theme ignores the OS preference.
    system.change(true);
    expect(root).not.toHaveClass('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(root).toHaveClass('dark');
    expect(localStorage.getItem('ui-theme')).toBe('dark');
  });

  it('should start from the theme this browser kept, ignoring an unknown value', () => {
    fakeSystemPreference(false);
    localStorage.setItem('ui-theme', 'dark');
    const { unmount } = renderChooser();
    expect(screen.getByText('dark shows dark')).toBeInTheDocument();
    unmount();

    localStorage.setItem('ui-theme', 'sepia');
    renderChooser();
    expect(screen.getByText('system shows light')).toBeInTheDocument();
  });

  it('should follow a theme chosen in another tab', () => {
    fakeSystemPreference(false);
    renderChooser();
    act(() => {
      localStorage.setItem('ui-theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'ui-theme' }));
    });
    expect(root).toHaveClass('dark');
  });

  it('should refuse useTheme outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Chooser />)).toThrow('useTheme must be used within a ThemeProvider');
  });
});

// The script in web/index.html applies the theme before the app's code loads (no flash of the wrong theme).
describe('the theme script in index.html', () => {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
  const run = () => (new Function(script) as () => void)();

  it('should be found in index.html', () => expect(script).toContain("localStorage.getItem('ui-theme')"));

  it.each([
    ['dark', false, true],
    ['light', true, false],
    [null, true, true],
    [null, false, false],
    ['system', true, true],
  ])('should make ui-theme=%s with an OS preference for dark=%s dark: %s', (stored, osDark, dark) => {
    fakeSystemPreference(osDark);
    if (stored) localStorage.setItem('ui-theme', stored);
    run();
    expect(root.classList.contains('dark')).toBe(dark);
    expect(root.style.colorScheme).toBe(dark ? 'dark' : 'light');
  });

  it('should leave the page as it is when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(run).not.toThrow();
    vi.restoreAllMocks();
  });
});
