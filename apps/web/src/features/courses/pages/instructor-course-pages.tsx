/**
 * /instructor/courses/view/:id (manage one course) and /instructor/courses/coureview/:id (its player):
 * both read the instructor's own course, so another instructor's course is "Course not found".
 */
import { useParams } from 'react-router';
import { useInstructorCourse } from '@/features/courses/api/courses';
import { CourseReviews } from '@/features/reviews';
import { ManagedCourseDetailPage, ManagedCoursePlayerPage } from './managed-course-pages';

export function InstructorCourseDetailPage() {
  const { id } = useParams();
  const query = useInstructorCourse(id);
  return (
    <ManagedCourseDetailPage area="instructor" query={query} course={query.data}>
      {query.data ? <CourseReviews courseId={query.data.id} canReply /> : null}
    </ManagedCourseDetailPage>
  );
}

export function InstructorCoursePlayerPage() {
  const { id } = useParams();
  const query = useInstructorCourse(id?.trim() ? id : undefined);
  return <ManagedCoursePlayerPage area="instructor" id={id} query={query} />;
}
