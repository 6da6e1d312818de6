/**
 * A course's insight page (issue 20 item 6) for its instructor (/instructor/courses/:id/insights) and
 * for admins (/Admin/courses/:id/insights): the figures, the drop-off funnel, quizzes and the hardest
 * questions, revenue by month, and the learners. Every figure comes from the server.
 */
import { INSIGHTS_MSG } from '@cms/contract';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { QueryErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { StatGridSkeleton } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { managedPaths } from '@/config/paths';
import { useCourseInsights, type InsightsArea } from '../api/insights';
import { FunnelSection } from '../components/funnel-section';
import { InsightFigures } from '../components/insight-figures';
import { LearnersSection } from '../components/learners-section';
import { QuizzesSection } from '../components/quizzes-section';
import { RevenueSection } from '../components/revenue-section';

function CourseInsights({ area, courseId }: { area: InsightsArea; courseId: string }) {
  const query = useCourseInsights(area, courseId);
  const insights = query.data;
  return (
    <>
      <BackLink to={managedPaths(area).course(courseId)} label="Back to Course" />
      <PageHeader title={insights ? insights.title : INSIGHTS_MSG.courseInsights} description={INSIGHTS_MSG.insights} />
      {query.isError ? (
        <QueryErrorState query={query} fallback={INSIGHTS_MSG.fetchFailed} />
      ) : !insights ? (
        <div aria-hidden>
          <StatGridSkeleton />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : (
        <div className="space-y-8">
          <InsightFigures insights={insights} />
          {/* One above the other: side by side, the quizzes' five columns overflowed their half (a
              scrolling table nothing in it can focus, axe's scrollable-region-focusable). */}
          <FunnelSection funnel={insights.funnel} />
          <QuizzesSection quizzes={insights.quizzes} hardest={insights.hardestQuestions} />
          <RevenueSection revenue={insights.revenue} />
          <LearnersSection area={area} courseId={courseId} />
        </div>
      )}
    </>
  );
}

function CourseInsightsPage({ area }: { area: InsightsArea }) {
  const { id } = useParams();
  return <CourseInsights key={id} area={area} courseId={id ?? ''} />;
}

export const InstructorCourseInsightsPage = () => <CourseInsightsPage area="instructor" />;
export const AdminCourseInsightsPage = () => <CourseInsightsPage area="admin" />;
