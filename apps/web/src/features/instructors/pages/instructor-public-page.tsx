/**
 * /instructors/:id (issue 21): an instructor's public page, for anyone, signed in or not. The avatar,
 * name, college and profile links; the published courses, the distinct learners and the average
 * review; the published courses as cards that open in the viewer's own area (a visitor: sign-in).
 * An unknown id is "Instructor not found". Nothing private is shown (the server sends none of it).
 */
import { INSTRUCTORS_MSG, LEARNING_MSG, type CourseCard as CourseCardData, type Role } from '@cms/contract';
import { BookOpen, Building2, UserX, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { PublicFrame } from '@/components/public-frame';
import { StatCard, StatGrid, StatGridSkeleton } from '@/components/stat-card';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { homeOf, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { AvgRatingStat, CourseCard, CourseGridSkeleton } from '@/features/courses';
import { isApiError } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { useInstructorPublicPage } from '../api/instructors';
import { ProfileLinks } from '../components/profile-links';

interface Viewer {
  /** Where Back goes, and its text. */
  back: { to: string; label: string };
  /** Where a course card goes (null: no page the viewer may open), and its button's text. */
  course: (course: CourseCardData) => { href: string | null; label: string };
}

const VIEW_COURSE = 'View Course';

/** What the viewer's role opens: learners and admins their catalogue's course page, a visitor sign-in. */
function viewerOf(role: Role, signedIn: boolean, userId: string | undefined): Viewer {
  const backHome = { to: signedIn ? homeOf(role) : paths.landing, label: INSTRUCTORS_MSG.backHome };
  const backToCourses = (to: string) => ({ to, label: INSTRUCTORS_MSG.backToCourses });
  if (!signedIn || role === 'Empty')
    return {
      back: backHome,
      course: () => ({ href: signedIn ? paths.auth.verify : paths.auth.signIn, label: VIEW_COURSE }),
    };
  switch (role) {
    case 'Student':
    case 'Lead': {
      const area = role === 'Student' ? paths.student : paths.lead;
      return {
        back: backToCourses(area.courses),
        course: (c) =>
          c.viewerEnrolmentId
            ? { href: area.learn(c.viewerEnrolmentId), label: LEARNING_MSG.startLearning }
            : { href: area.course(c.id), label: VIEW_COURSE },
      };
    }
    case 'Admin':
      return {
        back: backToCourses(paths.admin.courses),
        course: (c) => ({ href: paths.admin.course(c.id), label: 'View Details' }),
      };
    case 'Instructor':
      // An instructor opens only their own courses.
      return {
        back: backHome,
        course: (c) => ({
          href: c.instructor?.id === userId ? paths.instructor.course(c.id) : null,
          label: 'Manage',
        }),
      };
  }
}

function PageFrame({ children }: { children: ReactNode }) {
  return <PublicFrame className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</PublicFrame>;
}

function PublicPageSkeleton() {
  return (
    <div role="status" aria-label="Loading instructor">
      <Skeleton className="mb-8 h-36 rounded-2xl" />
      <StatGridSkeleton columns={3} />
      <CourseGridSkeleton />
    </div>
  );
}

export function InstructorPublicPage() {
  const id = useParams().id ?? '';
  const { role, isAuthenticated, user } = useAuth();
  const query = useInstructorPublicPage(id);
  const viewer = viewerOf(role, isAuthenticated, user?.userId);
  const coursesHeading = useId();
  const back = <BackLink to={viewer.back.to} label={viewer.back.label} />;

  if (query.isPending)
    return (
      <PageFrame>
        {back}
        <PublicPageSkeleton />
      </PageFrame>
    );
  if (query.isError) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <PageFrame>
        {back}
        {notFound ? (
          <>
            <h1 className="sr-only">{INSTRUCTORS_MSG.notFound}</h1>
            <EmptyState icon={UserX} title={INSTRUCTORS_MSG.notFound} description={INSTRUCTORS_MSG.notFoundBody} />
          </>
        ) : (
          <QueryErrorState query={query} fallback={INSTRUCTORS_MSG.publicLoadError} />
        )}
      </PageFrame>
    );
  }

  const { instructor, stats, courses } = query.data;
  return (
    <PageFrame>
      {back}
      <Card className="mb-8 flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
        <Avatar src={instructor.image} name={instructor.name} className="size-20 text-lg" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">Instructor</p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{instructor.name}</h1>
            <ProfileLinks name={instructor.name} gitHub={instructor.gitHub} linkedIn={instructor.linkedIn} />
          </div>
          {instructor.college ? (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Building2 aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">{INSTRUCTORS_MSG.college}: </span>
              <span className="min-w-0 break-words">{instructor.college}</span>
            </p>
          ) : null}
        </div>
      </Card>

      <StatGrid label="Instructor figures" columns={3}>
        <StatCard label={INSTRUCTORS_MSG.publishedCourses} value={formatCount(stats.courses)} icon={BookOpen} />
        <StatCard label={INSTRUCTORS_MSG.learners} value={formatCount(stats.learners)} icon={Users} tone="emerald" />
        <AvgRatingStat stats={stats} />
      </StatGrid>

      <section aria-labelledby={coursesHeading}>
        <h2 id={coursesHeading} className="mb-4 text-xl font-bold tracking-tight">
          {INSTRUCTORS_MSG.coursesBy(instructor.name)}
        </h2>
        {courses.length === 0 ? (
          <EmptyState icon={BookOpen} title={INSTRUCTORS_MSG.noPublishedCourses} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-labelledby={coursesHeading}>
            {courses.map((course) => {
              const { href, label } = viewer.course(course);
              return (
                <li key={course.id} className="flex flex-col [&>article]:flex-1">
                  <CourseCard course={course} href={href} actionLabel={label} />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
