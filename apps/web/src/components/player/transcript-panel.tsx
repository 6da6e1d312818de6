/**
 * The transcript beside the video: the chosen language's cues as lines with their time, the line
 * being spoken highlighted and kept in view while the video plays; a click (or Enter) on a line
 * seeks the video there.
 */
import { PLAYER_MSG, type VttCue } from '@cms/contract';
import { useEffect, useRef } from 'react';
import { formatClock } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { TranscriptState } from './use-transcript';

/** The cue being spoken at `time`: the last one that has started and not ended. */
export function activeCueIndex(cues: readonly VttCue[], time: number): number {
  for (let i = cues.length - 1; i >= 0; i--) {
    const cue = cues[i]!;
    if (cue.start <= time && time < cue.end) return i;
  }
  return -1;
}

export function TranscriptPanel({
  label,
  transcript,
  time,
  onSeek,
  className,
}: {
  /** The language's label. */
  label: string;
  transcript: TranscriptState;
  time: number;
  onSeek: (seconds: number) => void;
  className?: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const cues = transcript.status === 'ready' ? transcript.cues : [];
  const active = activeCueIndex(cues, time);

  // Keep the current line in view, scrolling the list only (never the page).
  useEffect(() => {
    const list = listRef.current;
    const line = active >= 0 ? list?.children[active] : undefined;
    if (!list || !(line instanceof HTMLElement)) return;
    const top = line.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + line.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [active]);

  return (
    <section
      aria-label={`${PLAYER_MSG.transcript} (${label})`}
      className={cn('flex min-h-0 flex-col overflow-hidden rounded-xl border bg-card', className)}
    >
      <h3 className="border-b px-3 py-2 text-sm font-semibold">
        {PLAYER_MSG.transcript} <span className="font-normal text-muted-foreground">· {label}</span>
      </h3>
      {transcript.status === 'ready' ? (
        <ol ref={listRef} className="relative max-h-72 min-h-0 flex-1 overflow-y-auto p-1.5 xl:max-h-none">
          {cues.map((cue, i) => (
            <li key={`${cue.line}-${cue.start}`}>
              <button
                type="button"
                aria-current={i === active ? 'true' : undefined}
                onClick={() => onSeek(cue.start)}
                className={cn(
                  'flex w-full gap-3 rounded-lg px-2 py-1.5 text-left text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  i === active ? 'bg-primary/10 font-medium text-foreground' : 'text-muted-foreground hover:bg-accent',
                )}
              >
                <span className="shrink-0 text-xs tabular-nums leading-5 text-muted-foreground">
                  {formatClock(cue.start)}
                </span>
                <span>{cue.text}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p role="status" className="p-3 text-sm text-muted-foreground">
          {transcript.status === 'failed' ? PLAYER_MSG.transcriptFailed : PLAYER_MSG.transcriptLoading}
        </p>
      )}
    </section>
  );
}
