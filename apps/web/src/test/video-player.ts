/** The rendered video player in tests: its region and video element, and the choices of its open menu. */
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';

export const player = () => screen.getByRole('region', { name: /^Video player:/ });
export const video = () => player().querySelector('video')!;

/** The texts of the choices in a player menu (speed, captions, quality), in order. */
export const menuChoices = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitemradio')
    .map((i) => i.textContent);

/** jsdom cannot play media: play resolves (through `play` when given) and pause does nothing. */
export function stubMediaPlayback(play: () => Promise<void> = () => Promise.resolve()) {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
}
