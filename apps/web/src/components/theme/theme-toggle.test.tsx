import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@/config/ui';

/** A fresh module graph each time: the menu is not loaded yet, as on a page's first load. */
async function renderToggle() {
  vi.resetModules();
  const { ThemeProvider } = await import('./theme-provider');
  const { ThemeToggle } = await import('./theme-toggle');
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

/**
 * The menu (Radix dropdown) loads when the button is reached, not with the page: until then a
 * stand-in button that looks the same takes the press and the focus.
 */
describe('theme toggle', () => {
  it('one press opens the menu, even before it has loaded, and a choice applies the theme', async () => {
    await renderToggle();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Toggle theme' });
    expect(button).not.toHaveAttribute('id'); // the stand-in
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // A tap: press and click at once. (user-event's click hovers first and presses a task later: the
    // hover starts the load, and on a busy machine the menu could replace the stand-in in between, so
    // that the press went to a node no longer on the page — which a real pointer never does.)
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    // The press starts the menu's first load (Radix's dropdown transformed and imported afresh);
    // with the whole web suite on two cores that took over the usual 5 s wait, so it gets longer.
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }, { timeout: 15_000 }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-expanded', 'false');
    // Back to light with the loaded menu.
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('keyboard: the focus stays on the button when the menu replaces the stand-in; Enter opens it', async () => {
    await renderToggle();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Toggle theme' })).not.toHaveAttribute('id');
    await user.tab();
    // Radix's trigger carries an id; the stand-in does not.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('id'));
    const button = screen.getByRole('button', { name: 'Toggle theme' });
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'System' })).toBeInTheDocument();
  });
});
