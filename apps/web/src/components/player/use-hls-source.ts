/**
 * Issue 22: the source a lesson's <video> plays. With an HLS master playlist (`hlsUrl`) it plays the
 * adaptive renditions: with hls.js (its light build, loaded only here, in its own chunk) wherever
 * MediaSource exists, natively where it does not (Safari on iOS). hls.js picks the rendition by the
 * measured bandwidth ("Auto") unless one is chosen; on a fatal hls.js error the player falls back to
 * the original MP4. Without `hlsUrl`, or where neither works, the MP4 plays as before.
 */
import type HlsType from 'hls.js/light';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { hlsConfig, loadHlsJs, startHls } from './hls-start';

/** What the <video> plays, as the player shows it in `data-source`. */
export type VideoSource = 'hls' | 'mp4';

/** The quality chosen: hls.js's bandwidth choice or one rendition's height. */
export type VideoQuality = 'auto' | number;

/** How the renditions reach the <video>: hls.js (loading, then playing), the browser itself, or not at all. */
type Mode = 'loading' | 'hls.js' | 'native' | 'mp4';

export interface HlsSource {
  source: VideoSource;
  /** The `src` attribute of the <video> (undefined while hls.js feeds it through MediaSource). */
  elementSrc: string | undefined;
  /** The renditions' heights, highest first (empty: no manual choice, as with native HLS or the MP4). */
  renditions: readonly number[];
  /** The height of the rendition playing, when known. */
  rendition: number | undefined;
  quality: VideoQuality;
  setQuality: (quality: VideoQuality) => void;
  /** Native HLS reports the rendition playing by the frame's size: call on the <video>'s `resize`. */
  onResize: (video: HTMLVideoElement) => void;
}

function hasMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}

function playsNativeHls(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== ''
  );
}

/** How a playlist will play in this browser, before hls.js has loaded. */
function modeFor(hlsUrl: string | null | undefined): Mode {
  if (!hlsUrl) return 'mp4';
  if (hasMediaSource()) return 'loading';
  return playsNativeHls() ? 'native' : 'mp4';
}

export function useHlsSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  mp4: string,
  hlsUrl?: string | null,
): HlsSource {
  const [state, setState] = useState(() => ({ url: hlsUrl, mode: modeFor(hlsUrl) }));
  const [renditions, setRenditions] = useState<readonly number[]>([]);
  const [rendition, setRendition] = useState<number | undefined>(undefined);
  const [quality, setQualityState] = useState<VideoQuality>('auto');
  const hls = useRef<HlsType | null>(null);
  // Another playlist: start again (React's "adjust state on a prop change" pattern).
  if (state.url !== hlsUrl) {
    setState({ url: hlsUrl, mode: modeFor(hlsUrl) });
    setRenditions([]);
    setRendition(undefined);
    setQualityState('auto');
  }
  const mode = state.url === hlsUrl ? state.mode : modeFor(hlsUrl);
  const toMp4 = useCallback(() => setState((s) => ({ ...s, mode: 'mp4' })), []);

  const withHlsJs = mode === 'loading' || mode === 'hls.js';
  useEffect(() => {
    const video = videoRef.current;
    if (!withHlsJs || !hlsUrl || !video) return;
    let cancelled = false;
    const fallBack = () => {
      hls.current?.destroy();
      hls.current = null;
      if (cancelled) return;
      setRenditions([]);
      setRendition(undefined);
      toMp4();
    };
    // hls.js and the first playlists load side by side (hls-start.ts).
    startHls(hlsUrl);
    loadHlsJs()
      .then((Hls) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setState((s) => ({ ...s, mode: playsNativeHls() ? 'native' : 'mp4' }));
          return;
        }
        const player = new Hls(hlsConfig(Hls));
        hls.current = player;
        player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          setRenditions([...new Set(data.levels.map((l) => l.height).filter((h) => h > 0))].sort((a, b) => b - a));
        });
        player.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => setRendition(player.levels[data.level]?.height));
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fallBack();
        });
        player.loadSource(hlsUrl);
        player.attachMedia(video);
        setState((s) => ({ ...s, mode: 'hls.js' }));
      })
      .catch(fallBack);
    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
    };
    // Only a new playlist starts hls.js again; its loading → playing step keeps `withHlsJs` true.
  }, [videoRef, hlsUrl, withHlsJs, toMp4]);

  const setQuality = useCallback((next: VideoQuality) => {
    setQualityState(next);
    const player = hls.current;
    if (!player) return;
    // A rendition: switch now (its buffer is flushed); Auto: back to the bandwidth's choice.
    player.currentLevel = next === 'auto' ? -1 : player.levels.findIndex((l) => l.height === next);
  }, []);

  const onResize = useCallback(
    (video: HTMLVideoElement) => {
      if (mode === 'native') setRendition(video.videoHeight || undefined);
    },
    [mode],
  );

  return {
    source: mode === 'mp4' ? 'mp4' : 'hls',
    elementSrc: mode === 'mp4' ? mp4 : mode === 'native' ? (hlsUrl ?? undefined) : undefined,
    renditions: mode === 'hls.js' ? renditions : [],
    rendition,
    quality,
    setQuality,
    onResize,
  };
}
