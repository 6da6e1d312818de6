/**
 * Issue 22: the HLS start. hls.js, the master playlist and the lightest rendition's playlist are
 * fetched side by side, and hls.js's playlist loader answers those two from memory once, while fresh;
 * everything else (and a playlist whose fetch failed) goes through hls.js's own loader.
 */
import type HlsType from 'hls.js/light';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hlsConfig, lightestRendition, startHls } from './hls-start';

/** Stands for hls.js's XHR loader: records what it was asked to load. */
class OwnLoader {
  static loaded: string[] = [];
  stats = { loading: { start: 0, first: 0, end: 0 }, loaded: 0, total: 0, aborted: false };
  load(context: { url: string }) {
    OwnLoader.loaded.push(context.url);
  }
}
/** hls.js as far as its configuration sees it: its default loader. */
const Hls = { DefaultConfig: { loader: OwnLoader } } as unknown as typeof HlsType;

const MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=1280x720',
  '2/index.m3u8?sig=c',
  '#EXT-X-STREAM-INF:BANDWIDTH=420000,RESOLUTION=426x240',
  '0/index.m3u8?sig=a',
  '#EXT-X-STREAM-INF:BANDWIDTH=1100000,RESOLUTION=854x480',
  '1/index.m3u8?sig=b',
].join('\n');
const RENDITION = '#EXTM3U\n#EXTINF:4.0,\nseg0.ts?sig=s\n#EXT-X-ENDLIST\n';

let masterSeq = 0;
/** A fresh master address per test: the prefetched playlists live in the module between tests. */
const masterUrl = () => `/api/hls/lesson-${++masterSeq}/master.m3u8`;
const abs = (path: string) => new URL(path, window.location.href).href;

function stubPlaylists() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('master.m3u8')) return new Response(MASTER, { status: 200 });
    if (url.includes('/0/index.m3u8')) return new Response(RENDITION, { status: 200 });
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function loadThrough(url: string) {
  const Loader = hlsConfig(Hls).pLoader!;
  const loader = new Loader({} as never);
  const onSuccess = vi.fn();
  const context = { url, type: 'manifest', responseType: 'text' } as never;
  loader.load(context, {} as never, { onSuccess, onError: vi.fn(), onTimeout: vi.fn() } as never);
  await vi.waitFor(() => expect(onSuccess.mock.calls.length + OwnLoader.loaded.length).toBeGreaterThan(0));
  return { onSuccess, stats: loader.stats };
}

beforeEach(() => {
  OwnLoader.loaded = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lightestRendition', () => {
  it('picks the rendition with the lowest BANDWIDTH, as an absolute address beside the master', () => {
    expect(lightestRendition(MASTER, 'http://cms.test/api/hls/l1/master.m3u8')).toBe(
      'http://cms.test/api/hls/l1/0/index.m3u8?sig=a',
    );
  });

  it('finds none in a playlist without renditions', () => {
    expect(lightestRendition('#EXTM3U\n#EXTINF:4.0,\nseg0.ts\n', 'http://cms.test/m.m3u8')).toBeUndefined();
  });
});

describe('startHls and the playlist loader', () => {
  it('fetches the master, then the lightest rendition, and hands both to hls.js from memory once', async () => {
    const fetchMock = stubPlaylists();
    const master = masterUrl();
    startHls(master);
    startHls(master);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual([
      abs(master),
      abs(master.replace('master.m3u8', '0/index.m3u8?sig=a')),
    ]);

    // hls.js asks for the master by the address it was given (relative), for a rendition by an absolute one.
    const first = await loadThrough(master);
    expect(first.onSuccess).toHaveBeenCalledWith(
      { url: master, data: MASTER },
      expect.objectContaining({ loaded: MASTER.length }),
      expect.anything(),
      null,
    );
    const rendition = await loadThrough(abs(master.replace('master.m3u8', '0/index.m3u8?sig=a')));
    expect(rendition.onSuccess.mock.calls[0]?.[0]).toMatchObject({ data: RENDITION });
    expect(OwnLoader.loaded).toEqual([]);

    // Handed out once: a reload of the master (hls.js retrying, another player) loads it afresh.
    await loadThrough(abs(master));
    expect(OwnLoader.loaded).toEqual([abs(master)]);
  });

  it('leaves a playlist nobody fetched ahead, and one whose fetch failed, to hls.js', async () => {
    stubPlaylists();
    await loadThrough(abs('/api/hls/other/1/index.m3u8?sig=b'));
    expect(OwnLoader.loaded).toEqual([abs('/api/hls/other/1/index.m3u8?sig=b')]);

    const broken = '/api/hls/missing/master.m3u8';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    startHls(broken);
    const { onSuccess } = await loadThrough(abs(broken));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(OwnLoader.loaded).toContain(abs(broken));
  });

  it('does not hand out a playlist fetched longer ago than its signed addresses stay fresh', async () => {
    const fetchMock = stubPlaylists();
    vi.useFakeTimers({ toFake: ['Date'] });
    const master = masterUrl();
    startHls(master);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    vi.setSystemTime(Date.now() + 31_000);
    const { onSuccess } = await loadThrough(abs(master));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(OwnLoader.loaded).toEqual([abs(master)]);
  });
});
