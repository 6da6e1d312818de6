/**
 * "All courses" (spec section 2): the student's and the lead's catalogue, and the admin's course
 * list. Banner, four figures (always the whole catalogue's), a server-side search (title or instructor
 * name), the learners' filters and sort (issue 21; all in the URL), cards, pages and the empty states.
 */
import {
  CATALOGUE_MSG,
  catalogueQuerySchema,
  COURSE_MSG,
  courseListQuerySchema,
  greeting,
  LEARNING_MSG,
} from '@cms/contract';
import { paths } from '@/config/paths';
import { BookOpen, GraduationCap, Users } from 'lucide-react';
import { useAuth } from '@/features/auth';
import { CardGrid } from '@/components/card-grid';
import { firstName, formatCompact, formatCount } from '@/lib/format';
import { useCourseList } from '@/features/courses/api/courses';
import { searchBox, useListQuery } from '@/lib/list-query';
import { AvgRatingStat } from '@/features/courses/components/average-rating';
import { CourseGridSkeleton } from '@/features/courses/components/course-grid-skeleton';
import { QueryErrorState } from '@/components/error-state';
import { StatCard, StatGrid, StatGridSkeleton } from '@/components/stat-card';
import { WelcomeBanner } from '@/components/welcome-banner';
import { CourseCard } from '@/features/courses/components/course-card';
import { SearchResultCount } from '@/features/courses/components/search-result-count';
import { ListBody } from '@/components/list-body';
import { ListEmpty } from '@/components/list-empty';
import { SearchRow } from '@/components/list-filters';
import { activeFilterCount, CatalogueFilters, NO_FILTERS } from '@/features/courses/components/catalogue-filters';

/** The catalogue's page size: its query schema's default. */
const CATALOGUE_PAGE_SIZE = courseListQuerySchema.shape.pageSize.parse(undefined);

export type CatalogueVariant = 'student' | 'lead' | 'admin';

const VARIANTS = {
  student: {
    title: 'All Courses',
    description: 'Explore every course on CMS and find the next thing you want to learn.',
    coursesLabel: 'Available Courses',
    href: paths.student.course,
    action: 'View Course',
    status: 'none',
    learnHref: paths.student.learn,
    filters: true,
  },
  lead: {
    title: 'All Courses',
    description: 'Explore courses for you and your team.',
    coursesLabel: 'Available Courses',
    href: paths.lead.course,
    action: 'View Course',
    status: 'none',
    learnHref: paths.lead.learn,
    filters: true,
  },
  admin: {
    title: 'All Courses',
    description: 'Every course on the platform, with its instructor, learners and price.',
    coursesLabel: 'Total Courses',
    href: paths.admin.course,
    action: 'View Details',
    status: 'draft-only',
    learnHref: null,
    // The admins' list (GET /api/admin/courses) takes a search and a page only.
    filters: false,
  },
} as const;

export function CataloguePage({ variant }: { variant: CatalogueVariant }) {
  const config = VARIANTS[variant];
  const { user } = useAuth();
  const { query: urlQuery, set, setPage } = useListQuery(catalogueQuerySchema);
  const scope = variant === 'admin' ? 'admin' : 'catalogue';
  const { search: searchParam, page, pageSize } = urlQuery;
  const params = config.filters ? urlQuery : { search: searchParam, page, pageSize };
  const filtersSet = config.filters ? activeFilterCount(urlQuery) : 0;
  const query = useCourseList(scope, params);
  // The figures are the whole catalogue's, whatever the search, filters, sort or page (first page,
  // nothing else: the same query as the unfiltered list, so usually already cached).
  const overall = useCourseList(scope, { page: 1, pageSize: CATALOGUE_PAGE_SIZE });
  const narrowed = Boolean(searchParam) || filtersSet > 0 || page > 1;
  const stats = (overall.data ?? (narrowed ? undefined : query.data))?.stats;
  const search = searchParam ?? '';

  return (
    <>
      <WelcomeBanner
        greeting={greeting(firstName(user?.name), false)}
        title={config.title}
        description={config.description}
      />

      {stats ? (
        <StatGrid label="Course statistics" fourFrom="xl">
          <StatCard label={config.coursesLabel} value={formatCount(stats.totalCourses)} icon={BookOpen} />
          <StatCard label="Active Students" value={formatCompact(stats.activeStudents)} icon={Users} tone="emerald" />
          <AvgRatingStat stats={stats} />
          <StatCard label="Instructors" value={formatCount(stats.instructors)} icon={GraduationCap} tone="rose" />
        </StatGrid>
      ) : overall.isPending ? (
        <StatGridSkeleton fourFrom="xl" />
      ) : null}

      <SearchRow
        search={{ ...searchBox(params, set), placeholder: 'Search by course title or instructor name...' }}
        query={query}
        found={(data, searching) => <SearchResultCount count={data.total} search={search} searching={searching} />}
      />

      {config.filters ? <CatalogueFilters values={urlQuery} onChange={set} /> : null}

      <ListBody
        query={query}
        count={(d) => d.courses.length}
        keepRowsOnError
        error={<QueryErrorState query={query} fallback={COURSE_MSG.failedToFetchCourses} />}
        loading={<CourseGridSkeleton />}
        empty={
          <ListEmpty
            filtered={Boolean(search) || filtersSet > 0}
            icon={BookOpen}
            title={search || filtersSet ? COURSE_MSG.noCoursesFound : COURSE_MSG.noCoursesAvailable}
            description={filtersSet ? CATALOGUE_MSG.filters.noMatch : search ? COURSE_MSG.tryAdjusting : undefined}
            clear={
              filtersSet
                ? { label: CATALOGUE_MSG.filters.clear, onClick: () => set(NO_FILTERS) }
                : { label: 'Clear Search', onClick: () => set({ search: undefined }) }
            }
          />
        }
        onPage={setPage}
      >
        {(data) => (
          <CardGrid heading="Courses" busy={query.isFetching} items={data.courses} itemKey={(course) => course.id}>
            {(course) => {
              // A learner who owns the course goes straight to its learning page.
              const owned = config.learnHref && course.viewerEnrolmentId ? course.viewerEnrolmentId : null;
              return (
                <CourseCard
                  course={course}
                  href={owned && config.learnHref ? config.learnHref(owned) : config.href(course.id)}
                  actionLabel={owned ? LEARNING_MSG.startLearning : config.action}
                  status={config.status}
                />
              );
            }}
          </CardGrid>
        )}
      </ListBody>
    </>
  );
}
