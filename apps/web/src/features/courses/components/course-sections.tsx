/** Course content blocks shared by the learner's detail page and the instructor / admin views. */
import { splitObjectives, type CourseDetail } from '@cms/contract';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export function SectionCard({
  title,
  children,
  className,
  actions,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <Card className={cn('p-6', className)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

/** "What you'll learn": the objectives split on commas. */
export function ObjectivesList({ objectives }: { objectives: string }) {
  const items = splitObjectives(objectives);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No objectives listed.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item, i) => (
        <li key={`${i}-${item}`} className="flex items-start gap-2.5 text-sm">
          <CheckCircle2 aria-hidden className="mt-0.5 size-4.5 shrink-0 text-emerald-600 dark:text-emerald-400" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Free text with its line breaks kept. */
export function Prose({ text }: { text: string }) {
  return <p className="text-sm leading-relaxed whitespace-pre-line text-muted-foreground sm:text-base">{text}</p>;
}

/** Requirements: one bullet per line (or per comma when written on one line). */
export function RequirementsList({ requirements }: { requirements: string }) {
  const lines = requirements.includes('\n')
    ? requirements
        .split('\n')
        .map((s) => s.replace(/^[-*•]\s*/, '').trim())
        .filter(Boolean)
    : splitObjectives(requirements);
  if (lines.length <= 1) return <Prose text={requirements} />;
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground sm:text-base">
      {lines.map((line, i) => (
        <li key={`${i}-${line}`}>{line}</li>
      ))}
    </ul>
  );
}

/** The course's texts, one card each: its description (under `descriptionTitle`), What you'll learn and Requirements. */
export function CourseTextSections({
  course,
  descriptionTitle,
}: {
  course: Pick<CourseDetail, 'description' | 'objectives' | 'requirements'>;
  descriptionTitle: string;
}) {
  return (
    <>
      <SectionCard title={descriptionTitle}>
        <Prose text={course.description} />
      </SectionCard>
      <SectionCard title="What you'll learn">
        <ObjectivesList objectives={course.objectives} />
      </SectionCard>
      <SectionCard title="Requirements">
        <RequirementsList requirements={course.requirements} />
      </SectionCard>
    </>
  );
}

export type CourseLessons = CourseDetail['lessons'];
