import { LEARNING_MSG, type EnrolledCourse } from '@cms/contract';
import { CardAction } from '@/features/courses';
import { COVERS_CARD } from '@/features/courses';
import { CourseCardFrame } from '@/features/courses';
import { LessonCount, StudentCount } from '@/features/courses';
import { CourseStatusBadge } from './course-status-badge';
import { PercentBar } from '@/components/percent-bar';
import { CertificateLinks } from '@/features/certificates';

/**
 * A course of My courses: thumbnail, title, instructor, figures, status, progress, Continue Learning
 * (Review course once completed) and, once completed, the certificate's View certificate and Download PDF.
 */
export function EnrolledCourseCard({ item, href }: { item: EnrolledCourse; href: string }) {
  const { course } = item;
  return (
    <CourseCardFrame
      thumbnailUrl={course.thumbnailUrl}
      badges={<CourseStatusBadge status={item.status} className="absolute top-3 left-3" />}
      category={course.category}
      title={course.title}
      instructor={course.instructor?.name}
      instructorId={course.instructor?.id}
    >
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <StudentCount course={course} />
        <LessonCount count={course.lessonCount} />
      </div>
      <div className="mt-4 space-y-1.5">
        <PercentBar percent={item.progressPercent} label={`${course.title} progress`} />
        <p className="text-xs text-muted-foreground">
          {item.completedLessons} of {course.lessonCount} {course.lessonCount === 1 ? 'lesson' : 'lessons'} completed
        </p>
      </div>
      <div className="mt-auto pt-5">
        {item.certificateId ? (
          <CertificateLinks certificateId={item.certificateId} size="sm" className="relative z-10 mb-3" />
        ) : null}
        <CardAction
          to={href}
          label={item.status === LEARNING_MSG.completed ? LEARNING_MSG.reviewCourse : LEARNING_MSG.continueLearning}
          variant="gradient"
          className={`w-full ${COVERS_CARD}`}
        />
      </div>
    </CourseCardFrame>
  );
}
