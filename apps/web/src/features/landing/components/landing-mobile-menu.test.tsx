import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '@/test/render';

/** The phone menu's sheet loads when its button is reached; one press still opens it. */
describe('landing page menu on phones', () => {
  it('one press opens the menu with the landing links and the theme picker', async () => {
    stubFetch(null);
    renderApp('/');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    // A tap (press and click at once), as in the theme toggle's test: user-event's hover a task before
    // its press could let the sheet replace the stand-in in between on a busy machine.
    fireEvent.pointerDown(open);
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const nav = within(dialog).getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Dashboard', 'All Courses', 'Enrolled Courses', 'Profile', 'Login']) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', '/auth/signin');
    }
    expect(within(nav).getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/auth/signup');
    expect(within(dialog).getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
