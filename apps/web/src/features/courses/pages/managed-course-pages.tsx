/** The course detail and course player pages of the admin and the instructor (the same page in two areas). */
import { INSIGHTS_MSG, type CourseDetail } from '@cms/contract';
import { BarChart3, Pencil, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { managedPaths, paths, type ManagedArea } from '@/config/paths';
import { BackLink } from '@/components/back-link';
import { CourseOverview } from '@/features/courses/components/course-overview';
import {
  CourseQueryState,
  type CourseDetailQuery,
  type CourseQueryStatus,
} from '@/features/courses/components/course-query-state';
import { DeleteCourseButton } from '@/features/courses/components/delete-course-button';
import { PublishButton } from '@/features/courses/components/publish-button';
import { CourseContentPage } from '@/features/courses/components/course-content-page';
import { CaptionsDialog } from '@/features/captions';
import { LessonQuestions } from '@/features/questions';
import { VideoProcessingStatus } from '@/features/video-processing';

/** The label of the link from a managed course page to its player. */
const PLAYER_LABEL: Record<ManagedArea, string> = {
  admin: 'View Course Content',
  instructor: 'View Full Course',
};

/**
 * One course for the admin or its instructor: back to the area's list, the overview with a link to the player,
 * Delete (back to the list afterwards) and, for the instructor, Publish and Edit; `children` below.
 */
export function ManagedCourseDetailPage({
  area,
  query,
  course,
  children,
}: {
  area: ManagedArea;
  query: CourseQueryStatus;
  course: CourseDetail | undefined;
  children?: ReactNode;
}) {
  const links = managedPaths(area);
  const back = <BackLink to={links.courses} label="Back to Courses" />;
  if (!course) return <CourseQueryState query={query} back={back} />;
  return (
    <>
      {back}
      <CourseOverview
        course={course}
        lessonDetail={(lesson) =>
          lesson.videoProcessing && !course.deletedAt ? (
            <VideoProcessingStatus lessonId={lesson.id} initial={lesson.videoProcessing} compact className="mt-1.5" />
          ) : null
        }
        lessonActions={(lesson) =>
          area === 'instructor' && !course.deletedAt && lesson.kind === 'video' ? (
            <CaptionsDialog courseId={course.id} lesson={lesson} />
          ) : null
        }
        actions={
          <>
            <Button asChild variant="gradient">
              <Link to={links.coursePlayer(course.id)}>
                <PlayCircle aria-hidden />
                {PLAYER_LABEL[area]}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={links.courseInsights(course.id)}>
                <BarChart3 aria-hidden />
                {INSIGHTS_MSG.insights}
              </Link>
            </Button>
            {course.deletedAt ? null : (
              <>
                {area === 'instructor' ? (
                  <>
                    <PublishButton course={course} />
                    <Button asChild variant="outline">
                      <Link to={paths.instructor.editCourse(course.id)}>
                        <Pencil aria-hidden />
                        Edit
                      </Link>
                    </Button>
                  </>
                ) : null}
                <DeleteCourseButton id={course.id} title={course.title} redirectTo={links.courses} />
              </>
            )}
          </>
        }
      />
      {children}
    </>
  );
}

/** The course's player for the admin or its instructor, with a way back to the course's detail page. */
export function ManagedCoursePlayerPage({
  area,
  id,
  query,
}: {
  area: ManagedArea;
  id: string | undefined;
  query: CourseDetailQuery;
}) {
  const links = managedPaths(area);
  return (
    <>
      <CourseContentPage
        id={id}
        query={query}
        backTo={id ? links.course(id) : links.courses}
        backLabel="Back to Course"
      />
      {query.data ? <LessonQuestions courseId={query.data.id} lessons={query.data.lessons} /> : null}
    </>
  );
}
