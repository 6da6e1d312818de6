import type { CourseDetail } from '@cms/contract';
import type { ReactNode } from 'react';
import { formatDuration } from '@/lib/format';
import { QuizLessonIcon, QuizLessonMeta } from '@/features/quizzes';

export type CourseLesson = CourseDetail['lessons'][number];

/**
 * The numbered lessons of a course: title, Free Preview, length, and what `trailing` puts at the
 * end of each row (a preview button, a lock, a video mark). A quiz lesson (issue 20) shows
 * "Quiz · N questions" and its pass mark instead of a length, and a quiz mark at the end.
 */
export function LessonList({
  lessons,
  trailing,
  detail,
}: {
  lessons: readonly CourseLesson[];
  trailing: (lesson: CourseLesson) => ReactNode;
  /** Under the title (a video's processing). */
  detail?: (lesson: CourseLesson) => ReactNode;
}) {
  return (
    <ol className="divide-y overflow-hidden rounded-xl border">
      {lessons.map((lesson, i) => {
        const quiz = lesson.kind === 'quiz' ? lesson.quiz : null;
        const length = quiz ? null : formatDuration(lesson.durationSeconds);
        return (
          <li key={lesson.id} className="flex items-center gap-3 px-4 py-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground">
              {i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium">{lesson.title}</p>
              {quiz ? <QuizLessonMeta quiz={quiz} /> : null}
              {!quiz && lesson.freePreview ? (
                <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">Free Preview</p>
              ) : null}
              {detail?.(lesson)}
            </div>
            {length ? <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{length}</span> : null}
            {quiz ? (
              <span className="flex size-8 shrink-0 items-center justify-center text-primary">
                <QuizLessonIcon />
              </span>
            ) : (
              trailing(lesson)
            )}
          </li>
        );
      })}
    </ol>
  );
}
