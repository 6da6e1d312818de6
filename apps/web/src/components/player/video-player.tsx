/**
 * The video player (spec section 4): a native <video> without its own controls, and ours on top:
 * play/pause (also the space bar), mute, fullscreen, seek ±SEEK_STEP_SECONDS (arrow keys and
 * buttons), a seek bar with the time. While playing, the controls hide CONTROLS_AUTO_HIDE_MS after
 * the mouse stops moving and come back when it moves.
 *
 * Issue 20: a playback speed menu (remembered per browser, every lesson), captions (one <track> per
 * language, a CC menu remembered per browser) with a transcript panel beside the video (below on
 * phones) whose lines seek, and keyboard shortcuts listed in a help overlay ("?" or its button).
 *
 * Issue 22: with `hlsSrc` (the lesson's HLS master playlist) the adaptive renditions play (see
 * use-hls-source.ts), with a quality menu (Auto or a rendition); the MP4 `src` stays the fallback.
 * `data-source` ("hls" or "mp4") and `data-rendition` (the height playing) show on the player.
 *
 * Learners' players also resume at a saved position (`startAt`) and report where they are
 * (`onProgress`): every PROGRESS_REPORT_INTERVAL_MS while playing, and on pause, at the end, when
 * the page is hidden and when the player goes away (a lesson switch or leaving the page).
 */
import { PLAYER_MSG, PROGRESS_REPORT_INTERVAL_MS } from '@cms/contract';
import { Keyboard, Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { formatClock } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CONTROLS_AUTO_HIDE_MS, SEEK_STEP_SECONDS } from '@/config/ui';
import { CaptionsMenu, QualityMenu, SpeedMenu, type CaptionTrack } from './player-menus';
import {
  CAPTIONS_OFF,
  stepRate,
  storeCaptionsLanguage,
  storePlaybackRate,
  storedCaptionsLanguage,
  storedPlaybackRate,
} from './player-preferences';
import { ShortcutsHelp } from './shortcuts-help';
import { TranscriptPanel } from './transcript-panel';
import { useTranscript } from './use-transcript';
import { useHlsSource } from './use-hls-source';

/** Why a position is reported: a tick while playing, a pause, the end, the page hidden, the player gone. */
export type PlaybackReportReason = 'interval' | 'pause' | 'ended' | 'hidden' | 'unmount';

export interface PlaybackReport {
  /** Where the video is, seconds. */
  positionSeconds: number;
  /** The video's length as the browser read it; undefined until known. */
  durationSeconds: number | undefined;
  reason: PlaybackReportReason;
}

export interface VideoPlayerProps {
  /** The original MP4 (what plays without renditions, and the fallback). */
  src: string;
  /** The HLS master playlist once the renditions are ready. */
  hlsSrc?: string | null;
  /** Accessible name of the player region: "Video player: {title}". */
  title: string;
  poster?: string | null;
  /** Start playing once loaded (after a lesson switch). */
  autoPlay?: boolean;
  /**
   * Also answer the keyboard when nothing in particular has focus (the page body), not only when
   * focus is inside the player. For the one main player of a page.
   */
  globalShortcuts?: boolean;
  /** Resume here (seconds) once the video's length is known; ignored at (or past) the very end. */
  startAt?: number;
  /** Called with the position: throttled while playing, and on pause / end / page hidden / unmount. */
  onProgress?: (report: PlaybackReport) => void;
  /** The video played to its end. */
  onEnded?: () => void;
  /** The lesson's captions, one <track> each (the CC menu and the transcript). */
  captions?: readonly CaptionTrack[];
  /** The N key: the next lesson (absent: N does nothing). */
  onNext?: () => void;
  className?: string;
}

/** A saved position within this last part of the video starts the lesson again from the beginning. */
const RESUME_END_FRACTION = 0.05;
/** J / L seek this far; the arrows SEEK_STEP_SECONDS. */
const LONG_SEEK_SECONDS = 10;
const VOLUME_STEP = 0.1;
const NO_CAPTIONS: readonly CaptionTrack[] = [];

/** Shows the text track of `language` on the video and turns the others off. */
function showTrack(video: HTMLVideoElement | null, language: string): void {
  const tracks = video?.textTracks;
  if (!tracks) return;
  for (let i = 0; i < tracks.length; i++) {
    const t = tracks[i]!;
    t.mode = t.language === language ? 'showing' : 'disabled';
  }
}

/** Keys typed into these controls are theirs, not the player's. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  // An open menu of the player or the help dialog (rendered inside it in React's tree) keeps its keys.
  if (target.closest('[role="menu"], [role="dialog"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return target.type !== 'range' && target.type !== 'checkbox';
  return false;
}

/** Space on a focused button or link activates it; the player leaves that alone. */
function isActivatable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target instanceof HTMLButtonElement ||
      target instanceof HTMLAnchorElement ||
      target.getAttribute('role') === 'button')
  );
}

export function VideoPlayer({
  src,
  hlsSrc,
  title,
  poster,
  autoPlay = false,
  globalShortcuts = false,
  startAt,
  onProgress,
  onEnded,
  captions = NO_CAPTIONS,
  onNext,
  className,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [controlsShown, setControlsShown] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [failed, setFailed] = useState(false);
  const progress = useProgressReports(onProgress);
  const stream = useHlsSource(videoRef, src, hlsSrc);
  const resumed = useRef(false);
  const [rate, setRate] = useState(storedPlaybackRate);
  const [language, setLanguage] = useState(storedCaptionsLanguage);
  const [helpOpen, setHelpOpen] = useState(false);
  /** The player's element, where its menus render (so that they show in fullscreen too). */
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const regionRef = useCallback((el: HTMLDivElement | null) => {
    containerRef.current = el;
    setRegion(el);
  }, []);
  /** The captions shown: the remembered language when this lesson has it, else none. */
  const track = captions.find((c) => c.language === language);
  const shownLanguage = track ? track.language : CAPTIONS_OFF;
  const transcript = useTranscript(track?.src ?? null);
  /** The language C turns back on: the last one chosen here, else the lesson's first. */
  const lastLanguage = useRef(track?.language);

  const changeRate = useCallback((next: number) => {
    setRate(next);
    storePlaybackRate(next);
  }, []);
  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = rate;
  }, [rate]);

  const changeLanguage = useCallback((next: string) => {
    if (next !== CAPTIONS_OFF) lastLanguage.current = next;
    setLanguage(next);
    storeCaptionsLanguage(next);
  }, []);
  const toggleCaptions = useCallback((): boolean => {
    if (captions.length === 0) return false;
    if (shownLanguage !== CAPTIONS_OFF) changeLanguage(CAPTIONS_OFF);
    else {
      const back = captions.find((c) => c.language === lastLanguage.current) ?? captions[0]!;
      changeLanguage(back.language);
    }
    return true;
  }, [captions, shownLanguage, changeLanguage]);
  // The chosen track shows on the video; the others are off.
  useEffect(() => showTrack(videoRef.current, shownLanguage), [shownLanguage, captions]);

  /** Show the controls and (re)start the hide countdown. */
  const poke = useCallback(() => {
    setControlsShown(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setControlsShown(false), CONTROLS_AUTO_HIDE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const play = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    setPlaying(true);
    poke();
    try {
      const result = video.play() as Promise<void> | undefined;
      result?.catch?.(() => setPlaying(false));
    } catch {
      setPlaying(false);
    }
  }, [poke]);

  const pause = useCallback(() => {
    videoRef.current?.pause();
    setPlaying(false);
    setControlsShown(true);
  }, []);

  const togglePlay = useCallback(() => (playing ? pause() : play()), [playing, pause, play]);

  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  }, []);

  const seekTo = useCallback((time: number) => {
    const video = videoRef.current;
    if (!video) return;
    const end = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : Infinity;
    const next = Math.min(Math.max(0, time), end);
    video.currentTime = next;
    setCurrent(next);
  }, []);

  const seekBy = useCallback((delta: number) => seekTo((videoRef.current?.currentTime ?? 0) + delta), [seekTo]);

  const changeVolume = useCallback((delta: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = Math.round(Math.min(1, Math.max(0, video.volume + delta)) * 100) / 100;
    if (delta > 0 && video.muted) video.muted = false;
    setMuted(video.muted);
  }, []);

  const openHelp = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    setHelpOpen(true);
  }, []);

  const toggleFullscreen = useCallback(() => {
    const el = containerRef.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void el.requestFullscreen?.().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  /** The player's keys. Returns true when the key was used. */
  const handleKey = useCallback(
    (key: string, target: EventTarget | null): boolean => {
      if (isTypingTarget(target)) return false;
      switch (key.length === 1 ? key.toLowerCase() : key) {
        case ' ':
        case 'Spacebar':
        case 'k':
          if (key !== 'k' && key !== 'K' && isActivatable(target)) return false;
          togglePlay();
          return true;
        case 'ArrowLeft':
          seekBy(-SEEK_STEP_SECONDS);
          poke();
          return true;
        case 'ArrowRight':
          seekBy(SEEK_STEP_SECONDS);
          poke();
          return true;
        case 'j':
          seekBy(-LONG_SEEK_SECONDS);
          poke();
          return true;
        case 'l':
          seekBy(LONG_SEEK_SECONDS);
          poke();
          return true;
        case 'ArrowUp':
          changeVolume(VOLUME_STEP);
          poke();
          return true;
        case 'ArrowDown':
          changeVolume(-VOLUME_STEP);
          poke();
          return true;
        case 'm':
          toggleMute();
          poke();
          return true;
        case 'f':
          toggleFullscreen();
          return true;
        case 'c':
          return toggleCaptions();
        case '>':
          changeRate(stepRate(rate, 1));
          return true;
        case '<':
          changeRate(stepRate(rate, -1));
          return true;
        case 'n':
          if (!onNext) return false;
          onNext();
          return true;
        case '?':
          openHelp();
          return true;
        default:
          return false;
      }
    },
    [
      togglePlay,
      seekBy,
      poke,
      toggleMute,
      toggleFullscreen,
      changeVolume,
      toggleCaptions,
      changeRate,
      rate,
      onNext,
      openHelp,
    ],
  );

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (handleKey(e.key, e.target)) e.preventDefault();
  };

  useEffect(() => {
    if (!globalShortcuts) return;
    const onWindowKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (handleKey(e.key, e.target)) e.preventDefault();
    };
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, [globalShortcuts, handleKey]);

  const visible = controlsShown || !playing;
  const seekMax = duration > 0 ? duration : 0;

  const transcriptShown = track !== undefined;

  return (
    <div onKeyDown={onKeyDown} className={cn('grid gap-3', transcriptShown && 'xl:grid-cols-[minmax(0,1fr)_17rem]')}>
      <div
        ref={regionRef}
        role="region"
        aria-label={`Video player: ${title}`}
        tabIndex={0}
        data-controls={visible ? 'visible' : 'hidden'}
        data-testid="video-player"
        data-source={stream.source}
        data-rendition={stream.rendition}
        onMouseMove={poke}
        onFocusCapture={poke}
        className={cn(
          'group/player relative aspect-video w-full overflow-hidden rounded-xl bg-black text-white outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          fullscreen && 'rounded-none',
          !visible && 'cursor-none',
          className,
        )}
      >
        <video
          ref={videoRef}
          src={stream.elementSrc}
          poster={poster ?? undefined}
          preload="metadata"
          playsInline
          autoPlay={autoPlay}
          className="size-full object-contain"
          onClick={togglePlay}
          onDoubleClick={toggleFullscreen}
          onPlay={() => {
            setPlaying(true);
            poke();
            progress.playing();
          }}
          onPause={(e) => {
            setPlaying(false);
            progress.paused(e.currentTarget.currentTime);
          }}
          onEnded={(e) => {
            setPlaying(false);
            setControlsShown(true);
            progress.ended(e.currentTarget.currentTime);
            onEnded?.();
          }}
          onTimeUpdate={(e) => {
            setCurrent(e.currentTarget.currentTime);
            progress.time(e.currentTarget.currentTime);
          }}
          onLoadedMetadata={(e) => {
            const video = e.currentTarget;
            video.playbackRate = rate;
            const length = Number.isFinite(video.duration) ? video.duration : 0;
            setDuration(length);
            progress.duration(length);
            setFailed(false);
            if (!resumed.current) {
              resumed.current = true;
              const at = startAt ?? 0;
              if (at > 0 && (length <= 0 || at < length * (1 - RESUME_END_FRACTION))) {
                video.currentTime = at;
                setCurrent(at);
                progress.resumedAt(at);
              }
            }
          }}
          onDurationChange={(e) => {
            const length = Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0;
            setDuration(length);
            progress.duration(length);
          }}
          onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
          onResize={(e) => stream.onResize(e.currentTarget)}
          onError={() => setFailed(true)}
        >
          {captions.map((c) => (
            <track
              key={c.language}
              kind="captions"
              srcLang={c.language}
              label={c.label}
              src={c.src}
              default={c.language === shownLanguage}
            />
          ))}
        </video>

        {failed ? (
          <div className="absolute inset-0 flex items-center justify-center bg-black/80 p-6 text-center text-sm">
            This video could not be loaded.
          </div>
        ) : !playing ? (
          <div aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-black/55 shadow-lg ring-1 ring-white/30 backdrop-blur-sm sm:size-20">
              <Play className="ml-1 size-8 fill-white sm:size-9" />
            </span>
          </div>
        ) : null}

        <div
          className={cn(
            'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-3 pt-10 pb-2 transition-opacity duration-300 sm:px-4',
            visible ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        >
          <input
            type="range"
            aria-label="Seek"
            min={0}
            max={seekMax}
            step={0.1}
            value={Math.min(current, seekMax)}
            aria-valuetext={`${formatClock(current)} of ${formatClock(duration)}`}
            onChange={(e) => seekTo(Number(e.target.value))}
            className="mb-1 h-1.5 w-full cursor-pointer accent-indigo-400"
          />
          <div className="flex items-center gap-1 sm:gap-2">
            <ControlButton label={playing ? 'Pause' : 'Play'} onClick={togglePlay}>
              {playing ? <Pause className="fill-white" /> : <Play className="fill-white" />}
            </ControlButton>
            {/* Phones seek with the bar (the row has no room for both and the time on one line). */}
            <ControlButton
              label={`Seek back ${SEEK_STEP_SECONDS} seconds`}
              onClick={() => seekBy(-SEEK_STEP_SECONDS)}
              className="hidden sm:inline-flex"
            >
              <RotateCcw />
            </ControlButton>
            <ControlButton
              label={`Seek forward ${SEEK_STEP_SECONDS} seconds`}
              onClick={() => seekBy(SEEK_STEP_SECONDS)}
              className="hidden sm:inline-flex"
            >
              <RotateCw />
            </ControlButton>
            <ControlButton label={muted ? 'Unmute' : 'Mute'} onClick={toggleMute}>
              {muted ? <VolumeX /> : <Volume2 />}
            </ControlButton>
            <p className="ml-1 text-xs font-medium whitespace-nowrap tabular-nums sm:text-sm" data-testid="video-time">
              {formatClock(current)} / {formatClock(duration)}
            </p>
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              {stream.renditions.length > 0 ? (
                <QualityMenu
                  renditions={stream.renditions}
                  quality={stream.quality}
                  onChange={stream.setQuality}
                  container={region}
                />
              ) : null}
              <SpeedMenu rate={rate} onChange={changeRate} container={region} />
              {captions.length > 0 ? (
                <CaptionsMenu tracks={captions} language={shownLanguage} onChange={changeLanguage} container={region} />
              ) : null}
              <ControlButton label={PLAYER_MSG.shortcuts} onClick={openHelp} className="hidden sm:inline-flex">
                <Keyboard />
              </ControlButton>
              <ControlButton label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'} onClick={toggleFullscreen}>
                {fullscreen ? <Minimize /> : <Maximize />}
              </ControlButton>
            </div>
          </div>
        </div>
      </div>
      {transcriptShown ? (
        <div className="relative min-w-0">
          <TranscriptPanel
            label={track.label}
            transcript={transcript}
            time={current}
            onSeek={(at) => {
              seekTo(at);
              poke();
            }}
            className="h-72 xl:absolute xl:inset-0 xl:h-auto"
          />
        </div>
      ) : null}
      <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}

/**
 * The bookkeeping of `onProgress`: the last known position and length (kept in refs, so that the
 * report on unmount still has them once the <video> is gone), the time of the last report, and
 * the last position reported (the same position is not reported twice).
 */
function useProgressReports(onProgress: VideoPlayerProps['onProgress']) {
  const callback = useRef(onProgress);
  useEffect(() => {
    callback.current = onProgress;
  });
  const state = useRef({ position: 0, duration: 0, reported: 0, lastReportAt: 0, playing: false });

  const [api] = useState(() => {
    const report = (reason: PlaybackReportReason) => {
      const s = state.current;
      if (!callback.current || Math.abs(s.position - s.reported) < 0.01) return;
      s.reported = s.position;
      s.lastReportAt = Date.now();
      callback.current({
        positionSeconds: s.position,
        durationSeconds: s.duration > 0 ? s.duration : undefined,
        reason,
      });
    };
    return {
      report,
      playing() {
        state.current.playing = true;
        state.current.lastReportAt = Date.now();
      },
      paused(position: number) {
        state.current.playing = false;
        state.current.position = position;
        report('pause');
      },
      ended(position: number) {
        const s = state.current;
        s.playing = false;
        s.position = s.duration > 0 ? Math.max(position, s.duration) : position;
        report('ended');
      },
      time(position: number) {
        const s = state.current;
        s.position = position;
        if (s.playing && Date.now() - s.lastReportAt >= PROGRESS_REPORT_INTERVAL_MS) report('interval');
      },
      duration(length: number) {
        state.current.duration = length;
      },
      /** A resumed position is where the learner already was: nothing new to report. */
      resumedAt(position: number) {
        state.current.position = position;
        state.current.reported = position;
      },
    };
  });

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') api.report('hidden');
    };
    const onPageHide = () => api.report('hidden');
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      api.report('unmount');
    };
  }, [api]);

  return api;
}

function ControlButton({
  label,
  onClick,
  children,
  className,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-white transition hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none sm:size-9 [&_svg]:size-5',
        className,
      )}
    >
      {children}
    </button>
  );
}
