/**
 * The course's learners: a search by name (in the URL), a page of learners newest enrolment first
 * with team, enrolled date, progress, last activity and quiz results (each quiz's best score listed
 * under the count), and the pages.
 */
import { INSIGHTS_MSG, courseLearnersQuerySchema, type CourseLearner } from '@cms/contract';
import { Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { ListBody } from '@/components/list-body';
import { SearchRow } from '@/components/list-filters';
import { PercentBar } from '@/components/percent-bar';
import { TableSkeleton } from '@/components/table-skeleton';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { searchBox, useListQuery } from '@/lib/list-query';
import { useCourseLearners, type InsightsArea } from '../api/insights';

function QuizResults({ learner }: { learner: CourseLearner }) {
  if (learner.quizCount === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="space-y-1">
      <p className="tabular-nums">
        {learner.quizzesPassed} / {learner.quizCount} {INSIGHTS_MSG.passedOf}
      </p>
      <ul className="space-y-0.5 text-xs text-muted-foreground">
        {learner.quizResults.map((q) => (
          <li key={q.lessonId}>
            {q.title}:{' '}
            {q.bestPercent === null ? (
              INSIGHTS_MSG.notAttempted
            ) : (
              <span className="tabular-nums">
                {INSIGHTS_MSG.bestScore} {q.bestPercent}%{q.passed ? ' ✓' : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const lastActivity = (l: CourseLearner) => (l.lastActivityAt ? formatDate(l.lastActivityAt) : INSIGHTS_MSG.noActivity);

const COLUMNS: readonly DataColumn<CourseLearner>[] = [
  { header: INSIGHTS_MSG.name, cell: (l) => <span className="font-medium">{l.name}</span> },
  { header: INSIGHTS_MSG.team, cell: (l) => l.team ?? '—' },
  { header: INSIGHTS_MSG.enrolledOn, cell: (l) => formatDate(l.enrolledAt) },
  {
    header: INSIGHTS_MSG.progress,
    cell: (l) => (
      <div className="min-w-36">
        <PercentBar percent={l.progressPercent} label={`${l.name}: ${INSIGHTS_MSG.progress.toLowerCase()}`} />
        <p className="text-xs text-muted-foreground tabular-nums">
          {l.completedLessons} / {l.lessonCount} {INSIGHTS_MSG.lessonsUnit}
        </p>
      </div>
    ),
  },
  { header: INSIGHTS_MSG.lastActivity, cell: lastActivity },
  { header: INSIGHTS_MSG.quizResults, cell: (l) => <QuizResults learner={l} /> },
];

function LearnerCard({ learner }: { learner: CourseLearner }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium">{learner.name}</p>
      <p className="text-muted-foreground">
        {learner.team ?? '—'} · {INSIGHTS_MSG.enrolledOn} {formatDate(learner.enrolledAt)}
      </p>
      <PercentBar percent={learner.progressPercent} label={`${learner.name}: ${INSIGHTS_MSG.progress.toLowerCase()}`} />
      <p className="text-muted-foreground">
        {INSIGHTS_MSG.lastActivity}: {lastActivity(learner)}
      </p>
      <QuizResults learner={learner} />
    </div>
  );
}

export function LearnersSection({ area, courseId }: { area: InsightsArea; courseId: string }) {
  const { query: params, set, setPage } = useListQuery(courseLearnersQuerySchema);
  const query = useCourseLearners(area, courseId, params);
  const busy = query.isFetching && query.isPlaceholderData;
  return (
    <section aria-labelledby="insights-learners" className="space-y-4">
      <h2 id="insights-learners" className="text-lg font-bold tracking-tight">
        {INSIGHTS_MSG.learners}
      </h2>
      <SearchRow
        search={{
          ...searchBox(params, set),
          placeholder: INSIGHTS_MSG.searchLearners,
          label: INSIGHTS_MSG.searchLearners,
        }}
        query={query}
        found={(data, searching) => (
          <p className="shrink-0 text-sm text-muted-foreground" aria-live="polite">
            {searching
              ? 'Searching…'
              : `${data.total.toLocaleString('en-IN')} ${data.total === 1 ? INSIGHTS_MSG.learnerOne : INSIGHTS_MSG.learnerMany}`}
          </p>
        )}
      />
      <ListBody
        query={query}
        count={(d) => d.learners.length}
        error={<QueryErrorState query={query} fallback={INSIGHTS_MSG.fetchFailed} />}
        loading={<TableSkeleton rows={5} rowClassName="h-12 w-full" />}
        empty={
          params.search ? (
            <EmptyState icon={Users} title={INSIGHTS_MSG.noLearnersMatch} />
          ) : (
            <EmptyState icon={Users} title={INSIGHTS_MSG.noLearners} description={INSIGHTS_MSG.noLearnersHint} />
          )
        }
        onPage={setPage}
        scrollToTop={false}
      >
        {(data) => (
          <DataTable
            caption={INSIGHTS_MSG.learners}
            columns={COLUMNS}
            rows={data.learners}
            rowKey={(l) => l.userId}
            busy={busy}
            cards={{ render: (l) => <LearnerCard learner={l} /> }}
          />
        )}
      </ListBody>
    </section>
  );
}
