import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '@/lib/utils';

const growthFormat = new Intl.NumberFormat('en-IN', { signDisplay: 'exceptZero', maximumFractionDigits: 1 });

/** Spec 9 monthly growth as "+12.5%", "-3%" or "0%". */
export const formatGrowth = (percent: number) => `${growthFormat.format(percent)}%`;

/**
 * "+12.5% vs last month": green when up, red when down, muted when flat (theme tokens, so dark
 * mode too). It wraps rather than being cut off in a narrow card.
 */
export function GrowthHint({ percent, className }: { percent: number; className?: string }) {
  const Icon = percent > 0 ? TrendingUp : percent < 0 ? TrendingDown : Minus;
  return (
    <span
      className={cn(
        'inline-flex items-start gap-1 font-medium whitespace-normal',
        percent > 0 ? 'text-success' : percent < 0 ? 'text-destructive' : 'text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
      {formatGrowth(percent)} vs last month
    </span>
  );
}
