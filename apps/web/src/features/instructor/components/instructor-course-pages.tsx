/** /instructor/courses/view/:id (manage one course) and /instructor/courses/coureview/:id (its player). */
import { Pencil, PlayCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCourse } from '../../courses/api/courses';
import {
  BackLink,
  CourseOverview,
  CourseQueryState,
  DeleteCourseButton,
  PublishButton,
} from '../../courses/components/course-admin-bits';
import { CourseContentPage } from '../../courses/components/course-content-page';

export function InstructorCourseDetailPage() {
  const { id } = useParams();
  const query = useCourse(id);
  const back = <BackLink to="/instructor/courses" label="Back to Courses" />;
  if (!query.data) return <CourseQueryState query={query} back={back} />;
  const course = query.data;
  return (
    <>
      {back}
      <CourseOverview
        course={course}
        actions={
          <>
            <Button asChild variant="gradient">
              <Link to={`/instructor/courses/coureview/${course.id}`}>
                <PlayCircle aria-hidden />
                View Full Course
              </Link>
            </Button>
            {course.deletedAt ? null : (
              <>
                <PublishButton course={course} />
                <Button asChild variant="outline">
                  <Link to={`/instructor/new?edit=${encodeURIComponent(course.id)}`}>
                    <Pencil aria-hidden />
                    Edit
                  </Link>
                </Button>
                <DeleteCourseButton id={course.id} title={course.title} redirectTo="/instructor/courses" />
              </>
            )}
          </>
        }
      />
    </>
  );
}

export function InstructorCoursePlayerPage() {
  const { id } = useParams();
  const query = useCourse(id?.trim() ? id : undefined);
  return (
    <CourseContentPage
      id={id}
      query={query}
      backTo={id ? `/instructor/courses/view/${id}` : '/instructor/courses'}
      backLabel="Back to Course"
    />
  );
}
