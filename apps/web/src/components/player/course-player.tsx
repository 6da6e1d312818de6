/**
 * The course player of every role (spec section 2 "Course viewing" / "Course player"): the lesson
 * list on the left (under the video on small screens), the current video on the right with its
 * title, "Video N of M", a Now Playing badge and Previous / Next. After every switch a
 * "Loading video..." placeholder stays for LESSON_SWITCH_LOADING_MS before the video shows.
 *
 * For learners the same player also starts at a given lesson and position, reports the position
 * of the lesson being watched (see VideoPlayer's `onProgress`), marks completed lessons in the list
 * and shows per-lesson actions (Mark as done). Without those props it behaves as it always did.
 */

import { QUIZ_MSG, type LessonKind, type QuizSummary } from '@cms/contract';
import { CheckCircle2, ChevronLeft, ChevronRight, ListChecks, Loader2, Lock, PlayCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import { NextLessonCountdown } from './next-lesson-countdown';
import { VideoPlayer, type PlaybackReport } from './video-player';
import { LESSON_SWITCH_LOADING_MS } from '@/config/ui';
import { captionVttUrl, type LessonCaption } from '@cms/contract';

export interface PlayerLesson {
  id: string;
  title: string;
  /** Absent when the viewer may not watch it: the lesson shows a lock. */
  videoUrl: string | null;
  /** The HLS master playlist once the adaptive renditions are ready (issue 22). */
  hlsUrl?: string | null;
  durationSeconds?: number | null;
  freePreview?: boolean;
  /** A quiz lesson (issue 20) has no video: `renderQuiz` shows it. */
  kind?: LessonKind;
  /** A quiz's rules (what the instructor's and admins' view shows in its place). */
  quiz?: QuizSummary | null;
  /** Its caption languages (a <track> each, the CC menu and the transcript). */
  captions?: readonly LessonCaption[];
}

export interface CoursePlayerProps {
  lessons: readonly PlayerLesson[];
  poster?: string | null;
  /** Show a "Free Preview" tag on free lessons (instructor view). */
  showFreePreviewTag?: boolean;
  /** Extra content above the video (course facts). */
  aside?: ReactNode;
  className?: string;
  /** The lesson to start on (the first unfinished one); the first lesson when absent or unknown. */
  initialLessonId?: string | null;
  /** Where to resume each lesson, seconds, by lesson id. */
  startPositions?: Readonly<Record<string, number>>;
  /** Lessons to mark "Completed" in the list. */
  completedLessonIds?: ReadonlySet<string>;
  /** The position of the lesson being watched (throttled; on pause, end, switch, page hide). */
  onProgress?: (lessonId: string, report: PlaybackReport) => void;
  /** Extra controls for the current lesson, beside its title (Mark as done). */
  lessonActions?: (lesson: PlayerLesson) => ReactNode;
  /** When a video ends, count down and move to the next lesson that can be watched (learners). */
  autoAdvance?: boolean;
  /** What a quiz lesson shows instead of a video (learners: the quiz panel); absent: a quiz is locked. */
  renderQuiz?: (lesson: PlayerLesson) => ReactNode;
  /** Told the lesson shown, at first and after every switch (the Q&A below follows it). */
  onLessonChange?: (lessonId: string) => void;
}

export function CoursePlayer({
  lessons,
  poster,
  showFreePreviewTag = false,
  aside,
  className,
  initialLessonId,
  startPositions,
  completedLessonIds,
  onProgress,
  lessonActions,
  autoAdvance = false,
  renderQuiz,
  onLessonChange,
}: CoursePlayerProps) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      lessons.findIndex((l) => l.id === initialLessonId),
    ),
  );
  const [loading, setLoading] = useState(false);
  const [switched, setSwitched] = useState(false);
  /** The lesson whose video just ended, while its "Up next" countdown runs. */
  const [endedId, setEndedId] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const total = lessons.length;
  const lesson = lessons[Math.min(index, total - 1)];
  const shownId = lesson?.id;
  useEffect(() => {
    if (shownId) onLessonChange?.(shownId);
  }, [shownId, onLessonChange]);

  const go = useCallback(
    (next: number) => {
      if (next < 0 || next >= total || next === index) return;
      setEndedId(null);
      setIndex(next);
      setSwitched(true);
      setLoading(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setLoading(false), LESSON_SWITCH_LOADING_MS);
    },
    [index, total],
  );
  const advance = useCallback(() => go(index + 1), [go, index]);
  const cancelAdvance = useCallback(() => setEndedId(null), []);

  if (!lesson) {
    return (
      <div className="rounded-2xl border border-dashed bg-card px-6 py-16 text-center text-muted-foreground">
        This course has no lessons yet.
      </div>
    );
  }

  const position = index + 1;
  const next = lessons[index + 1];
  const countingDown = autoAdvance && endedId === lesson.id && next?.videoUrl;

  return (
    <div className={cn('grid gap-6 lg:grid-cols-[minmax(260px,320px)_1fr]', className)}>
      <nav aria-label="Course lessons" className="order-2 min-w-0 lg:order-1">
        <div className="overflow-hidden rounded-2xl border bg-card shadow-sm">
          <div className="border-b px-4 py-3">
            <h2 className="text-sm font-semibold">Course content</h2>
            <p className="text-xs text-muted-foreground">
              {total} {total === 1 ? 'video' : 'videos'}
            </p>
          </div>
          <ol className="max-h-[32rem] overflow-y-auto p-2">
            {lessons.map((l, i) => {
              const current = i === index;
              const quiz = l.kind === 'quiz';
              const locked = !l.videoUrl && !quiz;
              const done = completedLessonIds?.has(l.id) ?? false;
              const length = formatDuration(l.durationSeconds);
              return (
                <li key={l.id}>
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-current={current ? 'true' : undefined}
                    className={cn(
                      'flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      current ? 'bg-primary text-primary-foreground shadow-sm' : 'hover:bg-accent',
                    )}
                  >
                    <span
                      className={cn(
                        'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
                        current ? 'bg-white/20' : 'bg-muted text-muted-foreground',
                      )}
                    >
                      {locked ? (
                        <Lock aria-hidden className="size-3.5" />
                      ) : done ? (
                        <CheckCircle2
                          aria-hidden
                          className={cn('size-4', !current && 'text-emerald-700 dark:text-emerald-400')}
                        />
                      ) : quiz ? (
                        <ListChecks aria-hidden className="size-4" />
                      ) : (
                        <PlayCircle aria-hidden className="size-4" />
                      )}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span
                        className={cn(
                          'block text-xs font-semibold',
                          current ? 'text-primary-foreground/85' : 'text-muted-foreground',
                        )}
                      >
                        {quiz ? QUIZ_MSG.quiz : `Video ${i + 1}`}
                      </span>
                      <span className="block truncate font-medium">{l.title}</span>
                      {done ? (
                        <span
                          className={cn(
                            'mt-0.5 block text-[11px] font-semibold',
                            current ? 'text-primary-foreground/85' : 'text-emerald-700 dark:text-emerald-400',
                          )}
                        >
                          Completed
                        </span>
                      ) : null}
                      {showFreePreviewTag && l.freePreview ? (
                        <span
                          className={cn(
                            'mt-1 inline-block rounded-full px-2 py-0.5 text-[11px] font-semibold',
                            current
                              ? 'bg-white text-indigo-800'
                              : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
                          )}
                        >
                          Free Preview
                        </span>
                      ) : null}
                    </span>
                    {length ? (
                      <span
                        className={cn(
                          'shrink-0 text-xs tabular-nums',
                          current ? 'text-primary-foreground/85' : 'text-muted-foreground',
                        )}
                      >
                        {length}
                      </span>
                    ) : null}
                    {locked ? <span className="sr-only">(locked)</span> : null}
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      </nav>

      <section aria-label="Now playing" className="order-1 min-w-0 lg:order-2">
        {aside}
        <div className="overflow-hidden rounded-2xl border bg-card p-3 shadow-sm sm:p-4">
          {lesson.kind === 'quiz' && renderQuiz ? (
            <div key={lesson.id}>{renderQuiz(lesson)}</div>
          ) : loading ? (
            <div
              role="status"
              className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 text-slate-100"
            >
              <Loader2 aria-hidden className="size-8 animate-spin" />
              <p className="text-sm font-medium">Loading video...</p>
            </div>
          ) : lesson.videoUrl ? (
            <VideoPlayer
              key={lesson.id}
              src={lesson.videoUrl}
              hlsSrc={lesson.hlsUrl}
              title={lesson.title}
              poster={index === 0 ? poster : undefined}
              autoPlay={switched}
              globalShortcuts
              startAt={startPositions?.[lesson.id]}
              onProgress={onProgress ? (report) => onProgress(lesson.id, report) : undefined}
              onEnded={() => setEndedId(lesson.id)}
              captions={lesson.captions?.map((c) => ({ ...c, src: captionVttUrl(lesson.id, c.language) }))}
              onNext={index < total - 1 ? advance : undefined}
            />
          ) : lesson.kind === 'quiz' ? (
            <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-muted p-6 text-center">
              <ListChecks aria-hidden className="size-8 text-primary" />
              <p className="text-sm font-medium">
                {lesson.quiz
                  ? `${QUIZ_MSG.lessonSummary(lesson.quiz.questionCount)} · ${QUIZ_MSG.passMarkIs(lesson.quiz.passMarkPercent)}`
                  : QUIZ_MSG.quiz}
              </p>
              <p className="max-w-md text-sm text-muted-foreground">{QUIZ_MSG.ownerPreview}</p>
            </div>
          ) : (
            <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 p-6 text-center text-slate-100">
              <Lock aria-hidden className="size-8" />
              <p className="text-sm font-medium">This lesson is locked.</p>
            </div>
          )}
          {countingDown ? (
            <NextLessonCountdown nextTitle={next.title} onAdvance={advance} onCancel={cancelAdvance} />
          ) : null}
          <div className="mt-4 flex flex-col gap-4 px-1 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="soft">Now Playing</Badge>
                <span className="text-sm text-muted-foreground" data-testid="video-position">
                  {lesson.kind === 'quiz' ? QUIZ_MSG.quiz : 'Video'} {position} of {total}
                </span>
                {showFreePreviewTag && lesson.freePreview ? (
                  <Badge className="border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                    Free Preview
                  </Badge>
                ) : null}
              </div>
              <h2 className="text-xl font-bold tracking-tight">{lesson.title}</h2>
              {lessonActions ? (
                <div className="flex flex-wrap items-center gap-2 pt-1">{lessonActions(lesson)}</div>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0} aria-label="Previous">
                <ChevronLeft aria-hidden />
                Previous
              </Button>
              <Button onClick={() => go(index + 1)} disabled={index >= total - 1} aria-label="Next">
                Next
                <ChevronRight aria-hidden />
              </Button>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
