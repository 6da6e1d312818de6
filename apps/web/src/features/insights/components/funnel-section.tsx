/**
 * The drop-off funnel: per lesson in curriculum order, two labelled bars (reached, finished) as a
 * share of everyone enrolled, with the counts written beside them.
 */
import { INSIGHTS_MSG, type FunnelStep } from '@cms/contract';
import { ClipboardCheck, PlayCircle } from 'lucide-react';
import { EmptyLine } from '@/components/empty-line';
import { HeadingWithHint } from '@/components/heading-with-hint';
import { PercentBar } from '@/components/percent-bar';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format';

function StepBars({ step }: { step: FunnelStep }) {
  const Icon = step.kind === 'quiz' ? ClipboardCheck : PlayCircle;
  return (
    <li className="space-y-2">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 truncate">
          {step.position}. {step.title}
        </span>
      </p>
      {(['reached', 'finished'] as const).map((which) => (
        <div
          key={which}
          className="grid grid-cols-[5.5rem_1fr_3.5rem] items-center gap-2 text-xs sm:grid-cols-[6rem_1fr_4rem]"
        >
          <span className="text-muted-foreground">{INSIGHTS_MSG[which]}</span>
          <PercentBar percent={step[which].percent} label={`${step.title}: ${INSIGHTS_MSG[which].toLowerCase()}`} />
          <span className="text-right tabular-nums">{formatCount(step[which].count)}</span>
        </div>
      ))}
    </li>
  );
}

export function FunnelSection({ funnel }: { funnel: readonly FunnelStep[] }) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="insights-funnel" className="space-y-4">
        <HeadingWithHint
          id="insights-funnel"
          title={INSIGHTS_MSG.funnel}
          hint={INSIGHTS_MSG.funnelHint}
          className="text-lg font-bold tracking-tight"
        />
        {funnel.length === 0 ? (
          <EmptyLine>{INSIGHTS_MSG.noLessons}</EmptyLine>
        ) : (
          <ol className="space-y-5">
            {funnel.map((step) => (
              <StepBars key={step.lessonId} step={step} />
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
