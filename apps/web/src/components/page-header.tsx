import { cn } from '@/lib/utils';
import { TitleBlock, type TitleBlockProps } from './title-block';
import { Badge } from './ui/badge';

/** Page title block: one <h1> per page. */
export function PageHeader({
  badge,
  className,
  ...texts
}: TitleBlockProps & {
  badge?: string;
  className?: string;
}) {
  return (
    <TitleBlock
      {...texts}
      above={badge ? <Badge variant="soft">{badge}</Badge> : null}
      tone="muted"
      className={cn('mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
    />
  );
}
