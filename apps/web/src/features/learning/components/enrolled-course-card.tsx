import { COURSE_MSG, LEARNING_MSG, type EnrolledCourse } from '@cms/contract';
import { ArrowRight, BookOpen, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatCount, plural } from '../../../lib/format';
import { CourseThumbnail } from '../../courses/components/course-bits';
import { CourseStatusBadge, PercentBar } from './progress-bits';

/** A course of My courses: thumbnail, title, instructor, figures, status, progress, Continue Learning. */
export function EnrolledCourseCard({ item, href }: { item: EnrolledCourse; href: string }) {
  const { course } = item;
  const learners = course.studentCount;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-all duration-200 focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-lg hover:shadow-indigo-500/10">
      <div className="relative aspect-video overflow-hidden bg-muted">
        <CourseThumbnail
          src={course.thumbnailUrl}
          className="transition-transform duration-500 group-hover:scale-105"
        />
        <CourseStatusBadge status={item.status} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{course.category}</p>
        <h3 className="mt-1 line-clamp-2 text-lg leading-snug font-bold">{course.title}</h3>
        <p className="mt-1 truncate text-sm text-muted-foreground">
          by {course.instructor?.name ?? COURSE_MSG.unknownInstructor}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-4" />
            {formatCount(learners)} {learners === 1 ? 'student' : 'students'}
          </span>
          <span className="inline-flex items-center gap-1">
            <BookOpen aria-hidden className="size-4" />
            {plural(course.lessonCount, 'lesson')}
          </span>
        </div>
        <div className="mt-4 space-y-1.5">
          <PercentBar percent={item.progressPercent} label={`${course.title} progress`} />
          <p className="text-xs text-muted-foreground">
            {item.completedLessons} of {course.lessonCount} {course.lessonCount === 1 ? 'lesson' : 'lessons'} completed
          </p>
        </div>
        <div className="mt-auto pt-5">
          <Button asChild variant="gradient" className="w-full after:absolute after:inset-0 after:content-['']">
            <Link to={href}>
              {LEARNING_MSG.continueLearning}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
