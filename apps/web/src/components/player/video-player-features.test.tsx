/**
 * Issue 20's player: the speed menu (remembered per browser across players), resume at the saved
 * position (not within the last 5 %), keyboard shortcuts and their help overlay, captions tracks,
 * the CC menu and the transcript whose lines seek.
 */
import { PLAYER_MSG } from '@cms/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, type PlayerLesson } from './course-player';
import { CAPTIONS_LANGUAGE_KEY, PLAYBACK_RATE_KEY } from './player-preferences';
import { menuChoices, player, stubMediaPlayback, video } from '@/test/video-player';
import { VideoPlayer } from './video-player';

const VTT =
  'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello and welcome.\n\n00:00:04.000 --> 00:00:09.500\nFirst, the <b>setup</b>.\n\n00:01:05.000 --> 00:01:10.000\nThat is all.\n';
const CAPTIONS = [
  { language: 'en', label: 'English', src: '/api/lessons/a/captions/en.vtt' },
  { language: 'hi', label: 'हिन्दी', src: '/api/lessons/a/captions/hi.vtt' },
];

let play: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.localStorage.clear();
  play = vi.fn(() => Promise.resolve());
  stubMediaPlayback(play as () => Promise<void>);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string) =>
        new Response(url.endsWith('/en.vtt') ? VTT : 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nनमस्ते\n'),
    ),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function loaded(length: number) {
  Object.defineProperty(video(), 'duration', { configurable: true, value: length });
  fireEvent.loadedMetadata(video());
}

describe('playback speed', () => {
  it('the menu sets the speed, and it is remembered by the next player (localStorage)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<VideoPlayer src="/api/media/a" title="Welcome" />);
    loaded(60);
    expect(video().playbackRate).toBe(1);
    const trigger = screen.getByRole('button', { name: PLAYER_MSG.speed });
    expect(trigger).toHaveTextContent('1×');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menuChoices(menu)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
    await user.click(within(menu).getByRole('menuitemradio', { name: '1.5×' }));
    expect(video().playbackRate).toBe(1.5);
    expect(window.localStorage.getItem(PLAYBACK_RATE_KEY)).toBe('1.5');
    unmount();

    render(<VideoPlayer src="/api/media/b" title="Next lesson" />);
    expect(screen.getByRole('button', { name: PLAYER_MSG.speed })).toHaveTextContent('1.5×');
    loaded(60);
    expect(video().playbackRate).toBe(1.5);
  });

  it('Shift+> and Shift+< step through the speeds, stopping at 2× and 0.5×', () => {
    render(<VideoPlayer src="/api/media/a" title="Welcome" />);
    loaded(60);
    fireEvent.keyDown(player(), { key: '>', shiftKey: true });
    expect(video().playbackRate).toBe(1.25);
    for (let i = 0; i < 6; i++) fireEvent.keyDown(player(), { key: '>', shiftKey: true });
    expect(video().playbackRate).toBe(2);
    for (let i = 0; i < 9; i++) fireEvent.keyDown(player(), { key: '<', shiftKey: true });
    expect(video().playbackRate).toBe(0.5);
    expect(window.localStorage.getItem(PLAYBACK_RATE_KEY)).toBe('0.5');
  });
});

describe('resume', () => {
  it('starts at the saved position, but from the start when it is within the last 5 %', () => {
    const { unmount } = render(<VideoPlayer src="/api/media/a" title="Welcome" startAt={94} />);
    loaded(100);
    expect(video().currentTime).toBe(94);
    unmount();
    render(<VideoPlayer src="/api/media/a" title="Welcome" startAt={96} />);
    loaded(100);
    expect(video().currentTime).toBe(0);
  });
});

describe('keyboard shortcuts', () => {
  it('Space and K play and pause, J/L and the arrows seek, ↑/↓ change the volume, M mutes', () => {
    render(<VideoPlayer src="/api/media/a" title="Welcome" />);
    loaded(100);
    fireEvent.keyDown(player(), { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(player(), { key: 'k' });
    fireEvent.keyDown(player(), { key: 'K' });
    expect(play).toHaveBeenCalledTimes(2);
    video().currentTime = 30;
    fireEvent.keyDown(player(), { key: 'l' });
    expect(video().currentTime).toBe(40);
    fireEvent.keyDown(player(), { key: 'j' });
    fireEvent.keyDown(player(), { key: 'j' });
    expect(video().currentTime).toBe(20);
    fireEvent.keyDown(player(), { key: 'ArrowRight' });
    expect(video().currentTime).toBe(25);
    video().volume = 0.5;
    fireEvent.keyDown(player(), { key: 'ArrowDown' });
    expect(video().volume).toBe(0.4);
    fireEvent.keyDown(player(), { key: 'ArrowUp' });
    fireEvent.keyDown(player(), { key: 'ArrowUp' });
    expect(video().volume).toBe(0.6);
    fireEvent.keyDown(player(), { key: 'm' });
    expect(video().muted).toBe(true);
  });

  it('answers keys on the page when nothing is focused, never in a text field', () => {
    render(
      <>
        <input aria-label="Notes" />
        <VideoPlayer src="/api/media/a" title="Welcome" globalShortcuts />
      </>,
    );
    loaded(100);
    fireEvent.keyDown(document.body, { key: 'l' });
    expect(video().currentTime).toBe(10);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    notes.focus();
    for (const key of [' ', 'k', 'l', 'ArrowRight', '?', '>']) fireEvent.keyDown(notes, { key });
    expect(play).not.toHaveBeenCalled();
    expect(video().currentTime).toBe(10);
    expect(video().playbackRate).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"?" and the button open the help overlay listing every shortcut; Escape closes it', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer src="/api/media/a" title="Welcome" />);
    const v = video();
    fireEvent.keyDown(player(), { key: '?', shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: PLAYER_MSG.shortcuts });
    for (const [keys, action] of PLAYER_MSG.shortcutList) {
      expect(within(dialog).getByText(keys)).toBeInTheDocument();
      expect(within(dialog).getByText(action)).toBeInTheDocument();
    }
    // Keys inside the dialog are not the player's.
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Close' }), { key: 'l' });
    expect(v.currentTime).toBe(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: PLAYER_MSG.shortcuts }));
    expect(await screen.findByRole('dialog', { name: PLAYER_MSG.shortcuts })).toBeInTheDocument();
  });

  it('N goes to the next lesson in the course player', () => {
    vi.useFakeTimers();
    try {
      const lessons: PlayerLesson[] = [
        { id: 'a', title: 'Welcome', videoUrl: '/api/media/a' },
        { id: 'b', title: 'Setting up', videoUrl: '/api/media/b' },
      ];
      render(<CoursePlayer lessons={lessons} />);
      fireEvent.keyDown(player(), { key: 'n' });
      expect(screen.getByTestId('video-position')).toHaveTextContent('Video 2 of 2');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('captions and transcript', () => {
  it('a <track> per language; the CC menu chooses one (remembered) and the transcript shows its cues', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer src="/api/media/a" title="Welcome" captions={CAPTIONS} />);
    const tracks = [...video().querySelectorAll('track')];
    expect(tracks.map((t) => [t.kind, t.srclang, t.label, t.getAttribute('src')])).toEqual([
      ['captions', 'en', 'English', '/api/lessons/a/captions/en.vtt'],
      ['captions', 'hi', 'हिन्दी', '/api/lessons/a/captions/hi.vtt'],
    ]);
    // Off by default: no transcript.
    expect(screen.queryByRole('region', { name: /Transcript/ })).not.toBeInTheDocument();
    screen.getByRole('button', { name: PLAYER_MSG.captions }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menuChoices(menu)).toEqual(['Off', 'English', 'हिन्दी']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    expect(window.localStorage.getItem(CAPTIONS_LANGUAGE_KEY)).toBe('en');
    const transcript = await screen.findByRole('region', { name: 'Transcript (English)' });
    expect(await within(transcript).findByRole('button', { name: /Hello and welcome/ })).toBeInTheDocument();
    expect(
      within(transcript)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['0:01Hello and welcome.', '0:04First, the setup.', '1:05That is all.']);
    // C turns them off and back on.
    fireEvent.keyDown(player(), { key: 'c' });
    expect(screen.queryByRole('region', { name: /Transcript/ })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CAPTIONS_LANGUAGE_KEY)).toBe('off');
    fireEvent.keyDown(player(), { key: 'C' });
    expect(await screen.findByRole('region', { name: 'Transcript (English)' })).toBeInTheDocument();
  });

  it('clicking (or Enter on) a line seeks there; the line being spoken is highlighted', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(CAPTIONS_LANGUAGE_KEY, 'en');
    render(<VideoPlayer src="/api/media/a" title="Welcome" captions={CAPTIONS} />);
    loaded(120);
    const transcript = await screen.findByRole('region', { name: 'Transcript (English)' });
    const line = await within(transcript).findByRole('button', { name: /That is all/ });
    await user.click(line);
    expect(video().currentTime).toBe(65);
    await waitFor(() => expect(line).toHaveAttribute('aria-current', 'true'));

    const second = within(transcript).getByRole('button', { name: /the setup/ });
    second.focus();
    await user.keyboard('{Enter}');
    expect(video().currentTime).toBe(4);

    // As the video plays, the highlight follows it.
    video().currentTime = 2;
    act(() => {
      fireEvent.timeUpdate(video());
    });
    expect(within(transcript).getByRole('button', { name: /Hello and welcome/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(line).not.toHaveAttribute('aria-current');
  });

  it('a remembered language the lesson lacks shows no captions', () => {
    window.localStorage.setItem(CAPTIONS_LANGUAGE_KEY, 'ta');
    render(<VideoPlayer src="/api/media/a" title="Welcome" captions={CAPTIONS} />);
    expect(screen.queryByRole('region', { name: /Transcript/ })).not.toBeInTheDocument();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
