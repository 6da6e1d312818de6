import { COURSE_MSG, formatRupees, type CourseCard as CourseCardData } from '@cms/contract';
import { ArrowRight, BookOpen, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatCount, plural } from '../../../lib/format';
import { CourseThumbnail, LevelBadge, RatingText, StatusBadge } from './course-bits';

export interface CourseCardProps {
  course: CourseCardData;
  /** Where the card's button goes. */
  href: string;
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
  const students = course.studentCount;
  const showStatus = status === 'both' || (status === 'draft-only' && !course.isPublished);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-all duration-200 focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-lg hover:shadow-indigo-500/10">
      <div className="relative aspect-video overflow-hidden bg-muted">
        <CourseThumbnail
          src={course.thumbnailUrl}
          className="transition-transform duration-500 group-hover:scale-105"
        />
        <LevelBadge level={course.level} className="absolute top-3 left-3" />
        {showStatus ? <StatusBadge isPublished={course.isPublished} className="absolute top-3 right-3" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{course.category}</p>
        <h3 className="mt-1 line-clamp-2 text-lg leading-snug font-bold">{course.title}</h3>
        <p className="mt-1 truncate text-sm text-muted-foreground">by {course.instructor?.name ?? unknownInstructor}</p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <RatingText rating={course.rating} />
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Users aria-hidden className="size-4" />
            {formatCount(students)} {students === 1 ? 'student' : 'students'}
          </span>
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <BookOpen aria-hidden className="size-4" />
            {plural(course.lessonCount, 'lesson')}
          </span>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="text-lg font-bold tabular-nums">{formatRupees(course.pricePaise)}</p>
          <Button asChild size="sm" className="after:absolute after:inset-0 after:content-['']">
            <Link to={href} aria-label={`${actionLabel}: ${course.title}`}>
              {actionLabel}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
