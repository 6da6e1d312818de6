/** /instructor/courses/view/:id (manage one course) and /instructor/courses/coureview/:id (its player). */
import { useParams } from 'react-router';
import { useCourse } from '@/features/courses/api/courses';
import { ManagedCourseDetailPage, ManagedCoursePlayerPage } from './managed-course-pages';

export function InstructorCourseDetailPage() {
  const { id } = useParams();
  const query = useCourse(id);
  return <ManagedCourseDetailPage area="instructor" query={query} course={query.data} />;
}

export function InstructorCoursePlayerPage() {
  const { id } = useParams();
  const query = useCourse(id?.trim() ? id : undefined);
  return <ManagedCoursePlayerPage area="instructor" id={id} query={query} />;
}
