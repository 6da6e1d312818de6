/**
 * Issue 22: an HLS lesson's start in as few round trips as the network allows. Played plainly, hls.js
 * starts after four requests one after the other (its own chunk, the master playlist, a rendition's
 * playlist, the first segment); on 4G each waits a round trip. Here the chunk and the master playlist
 * load side by side, the lightest rendition's playlist follows the master at once, and hls.js is
 * handed both from memory by a playlist loader: what remains in line is the first segment, of the
 * lightest rendition (hls.js starts there, then climbs as the bandwidth allows).
 */
import type HlsType from 'hls.js/light';
import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, PlaylistLoaderContext } from 'hls.js/light';

type Hls = typeof HlsType;

/**
 * hls.js without a web worker (the CSP stays as it is, and these renditions are light to transmux),
 * starting on the lightest rendition (index 0: hls.js orders them by bandwidth), whose playlist
 * `startHls` fetched beside hls.js.
 */
const HLS_CONFIG = { enableWorker: false, capLevelToPlayerSize: false, startLevel: 0 } as const;

/** A playlist fetched ahead is used only this fresh: its segment addresses are signed and expire. */
const PREFETCH_FRESH_MS = 30_000;

/** hls.js (its light build, in its own chunk; the module loader fetches it once). */
export function loadHlsJs(): Promise<Hls> {
  return import('hls.js/light').then((m) => m.default);
}

interface Prefetched {
  text: Promise<string>;
  at: number;
}
/** Playlists fetched ahead, by absolute address; each is handed to hls.js once. */
const prefetched = new Map<string, Prefetched>();

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status} for ${url}`);
  return res.text();
}

function prefetch(url: string): Promise<string> {
  const text = fetchText(url);
  prefetched.set(url, { text, at: Date.now() });
  // Unused failures are dropped quietly: hls.js then loads the playlist itself and reports its error.
  text.catch(() => prefetched.delete(url));
  return text;
}

/** The absolute address of the rendition with the lowest BANDWIDTH in a master playlist, if any. */
export function lightestRendition(master: string, masterUrl: string): string | undefined {
  const lines = master.split(/\r?\n/).map((l) => l.trim());
  let best: { bandwidth: number; uri: string } | undefined;
  lines.forEach((line, i) => {
    const bandwidth = /^#EXT-X-STREAM-INF:.*?\bBANDWIDTH=(\d+)/.exec(line)?.[1];
    const uri = lines.slice(i + 1).find((l) => l !== '' && !l.startsWith('#'));
    if (bandwidth === undefined || uri === undefined) return;
    if (!best || Number(bandwidth) < best.bandwidth) best = { bandwidth: Number(bandwidth), uri };
  });
  return best && new URL(best.uri, masterUrl).href;
}

/**
 * Fetches the master playlist and then its lightest rendition's playlist, to be called beside
 * `loadHlsJs`. Safe to call again for the same playlist (nothing is fetched twice while fresh).
 */
export function startHls(masterUrl: string): void {
  const url = new URL(masterUrl, window.location.href).href;
  const known = prefetched.get(url);
  if (known && Date.now() - known.at < PREFETCH_FRESH_MS) return;
  prefetch(url)
    .then((master) => {
      const rendition = lightestRendition(master, url);
      if (rendition && !prefetched.has(rendition)) void prefetch(rendition).catch(() => undefined);
    })
    .catch(() => undefined);
}

/**
 * A playlist fetched ahead for this address, if still fresh; it is handed out once. hls.js asks for
 * the master by the address it was given (relative), for the renditions by absolute ones.
 */
function takePrefetched(address: string): Promise<string> | undefined {
  const url = new URL(address, window.location.href).href;
  const entry = prefetched.get(url);
  prefetched.delete(url);
  return entry && Date.now() - entry.at < PREFETCH_FRESH_MS ? entry.text : undefined;
}

/**
 * hls.js's own loader, except that a playlist fetched ahead by `startHls` is answered from memory
 * (with the times it really took, for hls.js's bandwidth estimate); any other, or one whose fetch
 * failed, loads as usual.
 */
function prefetchedPlaylistLoader(hls: Hls): HlsConfig['pLoader'] {
  const Base = hls.DefaultConfig.loader as unknown as new (config: HlsConfig) => Loader<PlaylistLoaderContext>;
  return class PrefetchedPlaylistLoader extends Base {
    override load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      const ahead = takePrefetched(context.url);
      if (!ahead) return super.load(context, config, callbacks);
      const stats = this.stats;
      stats.loading.start = performance.now();
      ahead.then(
        (data) => {
          if (stats.aborted) return;
          stats.loading.first = stats.loading.end = performance.now();
          stats.loaded = stats.total = data.length;
          callbacks.onSuccess({ url: context.url, data }, stats, context, null);
        },
        () => {
          if (!stats.aborted) super.load(context, config, callbacks);
        },
      );
    }
  };
}

/** The configuration a lesson's hls.js is made with. */
export function hlsConfig(hls: Hls): Partial<HlsConfig> {
  return { ...HLS_CONFIG, pLoader: prefetchedPlaylistLoader(hls) };
}
