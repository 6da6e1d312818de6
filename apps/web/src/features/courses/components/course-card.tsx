import { COURSE_MSG, formatRupees, type CourseCard as CourseCardData } from '@cms/contract';
import { LevelBadge } from './level-badge';
import { RatingText } from './rating-text';
import { StatusBadge } from './status-badge';
import { CardAction } from './course-card/card-action';
import { COVERS_CARD } from './course-card/card-thumbnail';
import { CourseCardFrame } from './course-card/course-card-frame';
import { LessonCount, StudentCount } from './course-card/card-meta';

export interface CourseCardProps {
  course: CourseCardData;
  /** Where the card's button goes; null: nowhere the viewer may go (no button). */
  href: string | null;
  /** Text of the card's button (View Course, View Details, Manage). */
  actionLabel: string;
  /** Show Draft / Published (instructor: both; admin: Draft only). */
  status?: 'both' | 'draft-only' | 'none';
  /** Fallback for a missing instructor (admin: Unknown Instructor). */
  unknownInstructor?: string;
}

/** A catalogue card: thumbnail with level badge, title, by instructor, rating, students, lessons, price, button. */
export function CourseCard({
  course,
  href,
  actionLabel,
  status = 'none',
  unknownInstructor = COURSE_MSG.unknownInstructor,
}: CourseCardProps) {
  const showStatus = status === 'both' || (status === 'draft-only' && !course.isPublished);
  return (
    <CourseCardFrame
      thumbnailUrl={course.thumbnailUrl}
      badges={
        <>
          <LevelBadge level={course.level} className="absolute top-3 left-3" />
          {showStatus ? <StatusBadge isPublished={course.isPublished} className="absolute top-3 right-3" /> : null}
        </>
      }
      category={course.category}
      title={course.title}
      instructor={course.instructor?.name}
      instructorId={course.instructor?.id}
      unknownInstructor={unknownInstructor}
    >
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <RatingText rating={course.rating} />
        <StudentCount course={course} />
        <LessonCount count={course.lessonCount} />
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <p className="text-lg font-bold tabular-nums">{formatRupees(course.pricePaise)}</p>
        {href ? (
          <CardAction
            to={href}
            label={actionLabel}
            aria-label={`${actionLabel}: ${course.title}`}
            size="sm"
            className={COVERS_CARD}
          />
        ) : null}
      </div>
    </CourseCardFrame>
  );
}
