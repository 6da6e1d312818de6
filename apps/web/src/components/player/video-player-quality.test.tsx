/**
 * Issue 22's player: with a lesson's HLS playlist it plays the renditions through hls.js where
 * MediaSource exists (hls.js is replaced here by a fake that reports levels, switches and errors),
 * offers Auto and each rendition present in a keyboard-usable quality menu, falls back to the MP4 on
 * a fatal error, and plays the MP4 as before without a playlist (or without MediaSource or native HLS).
 */
import { VIDEO_MSG } from '@cms/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuChoices, player, stubMediaPlayback, video } from '@/test/video-player';
import { VideoPlayer } from './video-player';

type Listener = (event: string, data: unknown) => void;

const fake = vi.hoisted(() => {
  class FakeHls {
    static Events = { MANIFEST_PARSED: 'manifestParsed', LEVEL_SWITCHED: 'levelSwitched', ERROR: 'hlsError' };
    static isSupported = () => true;
    /** hls.js's own loader, which the player's playlist loader extends (hls-start.ts). */
    static DefaultConfig = { loader: class {} };
    static last: FakeHls | null = null;
    listeners = new Map<string, Listener[]>();
    levels = [240, 480, 720].map((height) => ({ height }));
    level = -1;
    source: string | null = null;
    media: HTMLMediaElement | null = null;
    destroyed = false;
    config: unknown;
    constructor(config: unknown) {
      this.config = config;
      FakeHls.last = this;
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    emit(event: string, data: unknown) {
      for (const l of this.listeners.get(event) ?? []) l(event, data);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    destroy() {
      this.destroyed = true;
    }
    get currentLevel() {
      return this.level;
    }
    set currentLevel(level: number) {
      this.level = level;
    }
  }
  return { FakeHls };
});

vi.mock('hls.js/light', () => ({ default: fake.FakeHls }));

const MP4 = '/api/media/v1';
const HLS = '/api/hls/l1/master.m3u8';

beforeEach(() => {
  fake.FakeHls.last = null;
  vi.stubGlobal('MediaSource', class {});
  stubMediaPlayback();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The player with a playlist, once the fake hls.js has read a master playlist of 240p, 480p and 720p. */
async function hlsPlayer() {
  render(<VideoPlayer src={MP4} hlsSrc={HLS} title="Welcome" />);
  await waitFor(() => expect(fake.FakeHls.last?.media).toBe(video()));
  const hls = fake.FakeHls.last!;
  act(() => hls.emit('manifestParsed', { levels: hls.levels }));
  return hls;
}

describe('adaptive video (HLS)', () => {
  it('plays the playlist through hls.js (no worker), not the MP4, and shows the rendition playing', async () => {
    const hls = await hlsPlayer();
    expect(hls.source).toBe(HLS);
    expect(hls.config).toMatchObject({ enableWorker: false, startLevel: 0, pLoader: expect.any(Function) });
    expect(video()).not.toHaveAttribute('src');
    expect(player()).toHaveAttribute('data-source', 'hls');
    act(() => hls.emit('levelSwitched', { level: 1 }));
    expect(player()).toHaveAttribute('data-rendition', '480');
  });

  it('the quality menu offers Auto and the renditions present, by keyboard; a choice switches, Auto gives it back', async () => {
    const user = userEvent.setup();
    const hls = await hlsPlayer();
    const trigger = screen.getByRole('button', { name: VIDEO_MSG.quality });
    expect(trigger).toHaveTextContent(VIDEO_MSG.auto);
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menuChoices(menu)).toEqual([VIDEO_MSG.auto, '720p', '480p', '240p']);
    expect(within(menu).getByRole('menuitemradio', { name: VIDEO_MSG.auto })).toHaveAttribute('aria-checked', 'true');
    // Down twice from Auto: 480p.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(hls.currentLevel).toBe(1);
    expect(trigger).toHaveTextContent('480p');

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitemradio', { name: VIDEO_MSG.auto }));
    expect(hls.currentLevel).toBe(-1);
    expect(trigger).toHaveTextContent(VIDEO_MSG.auto);
  });

  it('only the renditions the playlist has are offered', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer src={MP4} hlsSrc={HLS} title="Welcome" />);
    await waitFor(() => expect(fake.FakeHls.last?.media).toBe(video()));
    const hls = fake.FakeHls.last!;
    hls.levels = [{ height: 240 }, { height: 480 }];
    act(() => hls.emit('manifestParsed', { levels: hls.levels }));
    await user.click(screen.getByRole('button', { name: VIDEO_MSG.quality }));
    const menu = await screen.findByRole('menu');
    expect(menuChoices(menu)).toEqual([VIDEO_MSG.auto, '480p', '240p']);
  });

  it('a fatal hls.js error falls back to the MP4 (the menu goes); a recoverable one does not', async () => {
    const hls = await hlsPlayer();
    act(() => hls.emit('hlsError', { fatal: false, details: 'fragLoadError' }));
    expect(player()).toHaveAttribute('data-source', 'hls');
    act(() => hls.emit('hlsError', { fatal: true, details: 'manifestLoadError' }));
    expect(hls.destroyed).toBe(true);
    expect(player()).toHaveAttribute('data-source', 'mp4');
    expect(video()).toHaveAttribute('src', MP4);
    expect(screen.queryByRole('button', { name: VIDEO_MSG.quality })).not.toBeInTheDocument();
  });

  it('hls.js goes with the player', async () => {
    const { unmount } = render(<VideoPlayer src={MP4} hlsSrc={HLS} title="Welcome" />);
    await waitFor(() => expect(fake.FakeHls.last).not.toBeNull());
    const hls = fake.FakeHls.last!;
    expect(hls.destroyed).toBe(false);
    unmount();
    expect(hls.destroyed).toBe(true);
  });

  it('without a playlist the MP4 plays as before: no hls.js, no quality menu', () => {
    render(<VideoPlayer src={MP4} hlsSrc={null} title="Welcome" />);
    expect(video()).toHaveAttribute('src', MP4);
    expect(player()).toHaveAttribute('data-source', 'mp4');
    expect(fake.FakeHls.last).toBeNull();
    expect(screen.queryByRole('button', { name: VIDEO_MSG.quality })).not.toBeInTheDocument();
  });

  it('without MediaSource: native HLS where the browser plays it (Safari on iOS), else the MP4', () => {
    vi.stubGlobal('MediaSource', undefined);
    Reflect.deleteProperty(window, 'MediaSource');
    const canPlay = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { unmount } = render(<VideoPlayer src={MP4} hlsSrc={HLS} title="Welcome" />);
    expect(video()).toHaveAttribute('src', HLS);
    expect(player()).toHaveAttribute('data-source', 'hls');
    unmount();
    canPlay.mockReturnValue('');
    render(<VideoPlayer src={MP4} hlsSrc={HLS} title="Welcome" />);
    expect(video()).toHaveAttribute('src', MP4);
    expect(player()).toHaveAttribute('data-source', 'mp4');
    expect(fake.FakeHls.last).toBeNull();
  });
});
