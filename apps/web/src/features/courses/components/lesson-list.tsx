import type { CourseDetail } from '@cms/contract';
import type { ReactNode } from 'react';
import { formatDuration } from '@/lib/format';

export type CourseLesson = CourseDetail['lessons'][number];

/**
 * The numbered lessons of a course: title, Free Preview, length, and what `trailing` puts at the
 * end of each row (a preview button, a lock, a video mark).
 */
export function LessonList({
  lessons,
  trailing,
}: {
  lessons: readonly CourseLesson[];
  trailing: (lesson: CourseLesson) => ReactNode;
}) {
  return (
    <ol className="divide-y overflow-hidden rounded-xl border">
      {lessons.map((lesson, i) => {
        const length = formatDuration(lesson.durationSeconds);
        return (
          <li key={lesson.id} className="flex items-center gap-3 px-4 py-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground">
              {i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium">{lesson.title}</p>
              {lesson.freePreview ? (
                <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">Free Preview</p>
              ) : null}
            </div>
            {length ? <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{length}</span> : null}
            {trailing(lesson)}
          </li>
        );
      })}
    </ol>
  );
}
