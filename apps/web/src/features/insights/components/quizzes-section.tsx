/** Per quiz: graded attempts, learners passed, pass rate and average score; then the hardest questions. */
import { INSIGHTS_MSG, type HardQuestion, type QuizInsight } from '@cms/contract';
import { ClipboardCheck } from 'lucide-react';
import { EmptyLine } from '@/components/empty-line';
import { EmptyState } from '@/components/empty-state';
import { Card } from '@/components/ui/card';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatCount } from '@/lib/format';

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

const COLUMNS: readonly DataColumn<QuizInsight>[] = [
  { header: INSIGHTS_MSG.quiz, cell: (q) => <span className="font-medium">{q.title}</span> },
  { header: INSIGHTS_MSG.attemptsGraded, cell: (q) => formatCount(q.gradedAttempts), className: 'tabular-nums' },
  {
    header: INSIGHTS_MSG.learnersPassed,
    cell: (q) => `${formatCount(q.learnersPassed)} / ${formatCount(q.learnersAttempted)}`,
    className: 'tabular-nums',
  },
  { header: INSIGHTS_MSG.passRate, cell: (q) => percent(q.passRatePercent), className: 'tabular-nums' },
  { header: INSIGHTS_MSG.averageScore, cell: (q) => percent(q.averagePercent), className: 'tabular-nums' },
];

function QuizCard({ quiz }: { quiz: QuizInsight }) {
  return (
    <>
      <p className="font-medium">{quiz.title}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {COLUMNS.slice(1).map((c) => (
          <div key={c.header} className="contents">
            <dt className="text-muted-foreground">{c.header}</dt>
            <dd className="text-right tabular-nums">{c.cell(quiz, 0)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function HardestQuestions({ questions }: { questions: readonly HardQuestion[] }) {
  return (
    <section aria-labelledby="insights-hardest" className="space-y-3">
      <h3 id="insights-hardest" className="font-semibold">
        {INSIGHTS_MSG.hardestQuestions}
      </h3>
      {questions.length === 0 ? (
        <EmptyLine>{INSIGHTS_MSG.noHardQuestions}</EmptyLine>
      ) : (
        <ol className="space-y-2">
          {questions.map((q) => (
            <li key={q.questionId} className="rounded-xl border bg-card p-3 text-sm">
              <p className="font-medium break-words">{q.prompt}</p>
              <p className="text-muted-foreground">
                {q.quizTitle} · <span className="tabular-nums">{q.correctPercent}%</span> {INSIGHTS_MSG.answeredRight}{' '}
                <span className="tabular-nums">
                  ({formatCount(q.correct)} / {formatCount(q.answered)})
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function QuizzesSection({
  quizzes,
  hardest,
}: {
  quizzes: readonly QuizInsight[];
  hardest: readonly HardQuestion[];
}) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="insights-quizzes" className="space-y-4">
        <h2 id="insights-quizzes" className="text-lg font-bold tracking-tight">
          {INSIGHTS_MSG.quizzes}
        </h2>
        {quizzes.length === 0 ? (
          <EmptyState icon={ClipboardCheck} title={INSIGHTS_MSG.noQuizzes} description={INSIGHTS_MSG.noQuizzesHint} />
        ) : (
          <>
            <DataTable
              caption={INSIGHTS_MSG.quizzes}
              columns={COLUMNS}
              rows={quizzes}
              rowKey={(q) => q.lessonId}
              frame="bare"
              cards={{ render: (q) => <QuizCard quiz={q} /> }}
            />
            <HardestQuestions questions={hardest} />
          </>
        )}
      </section>
    </Card>
  );
}
