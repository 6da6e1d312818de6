/**
 * /instructor/courses: the instructor's own courses (spec section 2 "Courses"), loaded once and
 * searched by title in the browser; the search is kept in the URL.
 */
import { COURSE_MSG, instructorCoursesQuerySchema } from '@cms/contract';
import { BookOpen, Plus, SearchX, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import { useGreeting } from '@/features/auth';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/search-input';
import { formatCount } from '@/lib/format';
import { useListQuery } from '@/lib/list-query';
import { useSearchText } from '@/lib/search-text';
import { useInstructorCourses } from '@/features/courses/api/courses';
import { AvgRatingStat } from '@/features/courses/components/average-rating';
import { CourseGridSkeleton } from '@/features/courses/components/course-grid-skeleton';
import { QueryErrorState } from '@/components/error-state';
import { StatCard, StatGrid, StatGridSkeleton } from '@/components/stat-card';
import { WelcomeBanner } from '@/components/welcome-banner';
import { CourseCard } from '@/features/courses/components/course-card';
import { paths } from '@/config/paths';

export function InstructorCoursesPage() {
  const query = useInstructorCourses();
  const welcome = useGreeting((query.data?.courses.length ?? 0) > 0);
  const { query: params, set } = useListQuery(instructorCoursesQuerySchema);
  const [search, setSearch] = useSearchText(params.search ?? '', (term) => set({ search: term }), 'live');
  const term = search.trim().toLowerCase();
  const all = query.data?.courses ?? [];
  const courses = term ? all.filter((c) => c.title.toLowerCase().includes(term)) : all;

  const newCourse = (label: string) => (
    <Button asChild variant={label === 'New Course' ? 'secondary' : 'gradient'}>
      <Link to={paths.instructor.newCourse}>
        <Plus aria-hidden />
        {label}
      </Link>
    </Button>
  );

  return (
    <>
      <WelcomeBanner
        greeting={welcome}
        title="All Courses"
        description="Manage your courses, publish drafts and see how learners take to them."
        actions={newCourse('New Course')}
      />

      {query.data ? (
        <StatGrid label="Course statistics" fourFrom="xl">
          <StatCard label="Total Courses" value={formatCount(query.data.stats.totalCourses)} icon={BookOpen} />
          <StatCard
            label="Total Students"
            value={formatCount(query.data.stats.activeStudents)}
            icon={Users}
            tone="emerald"
          />
          <AvgRatingStat stats={query.data.stats} />
          <StatCard label="Total Lessons" value={formatCount(query.data.stats.totalLessons)} icon={Video} tone="rose" />
        </StatGrid>
      ) : query.isPending ? (
        <StatGridSkeleton fourFrom="xl" />
      ) : null}

      <SearchInput
        box={{ className: 'mb-6 sm:max-w-md' }}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search your courses..."
        aria-label="Search your courses"
      />

      {query.isPending ? (
        <CourseGridSkeleton />
      ) : query.isError ? (
        <QueryErrorState query={query} fallback={COURSE_MSG.failedToFetchCourses} />
      ) : courses.length === 0 ? (
        all.length > 0 ? (
          <EmptyState
            icon={SearchX}
            title={COURSE_MSG.noCoursesFound}
            description={COURSE_MSG.tryAdjusting}
            action={
              <Button variant="outline" onClick={() => setSearch('')}>
                Clear Search
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={BookOpen}
            title={COURSE_MSG.noCoursesFound}
            description={COURSE_MSG.startByCreating}
            action={newCourse('Create Course')}
          />
        )
      ) : (
        <CardGrid heading="Your courses" busy={query.isFetching} items={courses} itemKey={(course) => course.id}>
          {(course) => (
            <CourseCard course={course} href={paths.instructor.course(course.id)} actionLabel="Manage" status="both" />
          )}
        </CardGrid>
      )}
    </>
  );
}
