/**
 * My courses — "My Learning Journey" (spec section 2) for students and leads: a banner, a search
 * that runs on the server (kept in the URL as ?q=, so Back and reload keep it), four figures of all
 * the learner's enrolments, and a card per enrolled course with its progress.
 */
import { DASHBOARD_MSG, greeting, LEARNING_MSG } from '@cms/contract';
import { BookOpen, Clock, Layers, PlayCircle, SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { firstName, formatCount, formatStudyTime } from '@/lib/format';
import { CourseGridSkeleton } from '@/features/courses';
import { QueryErrorState } from '@/components/error-state';
import { WelcomeBanner } from '@/components/welcome-banner';
import { StatFigures, StatGridSkeleton } from '@/components/stat-card';
import { SearchRow } from '@/components/list-filters';
import { CardGrid } from '@/components/card-grid';
import { SearchResultCount } from '@/features/courses';
import { useMyCourses } from '@/features/learning/api/learning';
import { EnrolledCourseCard } from '@/features/learning/components/enrolled-course-card';
import { learnerPaths, type LearnerArea } from '@/config/paths';

/** The URL parameter holding the search. */
export const MY_COURSES_SEARCH_PARAM = 'q';

export function MyCoursesPage({ area }: { area: LearnerArea }) {
  const paths = learnerPaths(area);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const search = (params.get(MY_COURSES_SEARCH_PARAM) ?? '').trim();
  const query = useMyCourses(search);
  const data = query.data;
  const stats = data?.stats;

  const setSearch = (term: string) => {
    const next = new URLSearchParams(params);
    if (term) next.set(MY_COURSES_SEARCH_PARAM, term);
    else next.delete(MY_COURSES_SEARCH_PARAM);
    setParams(next);
  };

  const name = firstName(user?.name);
  // A learner with no enrolment yet is greeted for the first time (issue 19), not told to keep going.
  const firstVisit = stats?.enrolledCourses === 0;

  return (
    <>
      <WelcomeBanner
        greeting={firstVisit ? greeting(name, false) : name ? `Keep going, ${name}!` : 'Keep going!'}
        title={LEARNING_MSG.myLearningJourney}
        description={
          firstVisit
            ? DASHBOARD_MSG.startFirstCourse
            : 'Pick up where you left off, track your progress and finish what you started.'
        }
      />

      {stats ? (
        <StatFigures
          label="Learning statistics"
          figures={[
            { label: 'Enrolled Courses', value: formatCount(stats.enrolledCourses), icon: BookOpen },
            { label: 'Total Lessons', value: formatCount(stats.totalLessons), icon: Layers, tone: 'emerald' },
            {
              label: DASHBOARD_MSG.totalTime,
              value: formatStudyTime(stats.totalSeconds),
              hint: 'of video',
              icon: Clock,
              tone: 'amber',
            },
            {
              label: 'Active Courses',
              value: formatCount(stats.activeCourses),
              hint: `${formatCount(stats.completedCourses)} completed`,
              icon: PlayCircle,
              tone: 'rose',
            },
          ]}
        />
      ) : query.isPending ? (
        <StatGridSkeleton />
      ) : null}

      <SearchRow
        search={{ value: search, onSearch: setSearch, placeholder: LEARNING_MSG.searchPlaceholder, debounce: false }}
        query={query}
        found={(data, searching) => (
          <SearchResultCount count={data.courses.length} search={search} searching={searching} />
        )}
      />

      {query.isPending ? (
        <CourseGridSkeleton count={3} label="Loading your courses" />
      ) : query.isError && !data ? (
        <QueryErrorState query={query} fallback="Failed to load your courses" />
      ) : data && data.courses.length === 0 ? (
        search ? (
          <EmptyState
            icon={SearchX}
            title={LEARNING_MSG.noCoursesFound}
            description={`None of your courses matches “${search}”.`}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="outline" onClick={() => setSearch('')}>
                  Clear Search
                </Button>
                <Button asChild variant="gradient">
                  <Link to={paths.courses}>{LEARNING_MSG.browseCourses}</Link>
                </Button>
              </div>
            }
          />
        ) : (
          <EmptyState
            icon={BookOpen}
            title={LEARNING_MSG.noCoursesFound}
            description={LEARNING_MSG.noEnrolmentsYet}
            action={
              <Button asChild variant="gradient">
                <Link to={paths.courses}>{LEARNING_MSG.browseCourses}</Link>
              </Button>
            }
          />
        )
      ) : data ? (
        <CardGrid
          heading="Your courses"
          busy={query.isFetching}
          items={data.courses}
          itemKey={(item) => item.enrolmentId}
        >
          {(item) => <EnrolledCourseCard item={item} href={paths.learn(item.enrolmentId)} />}
        </CardGrid>
      ) : null}
    </>
  );
}
