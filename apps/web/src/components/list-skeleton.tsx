import { Fragment, type ReactNode } from 'react';
import { Skeleton } from './ui/skeleton';

/**
 * A list's place while it loads: `count` copies of one placeholder (`children`, else a bar of the
 * classes `item`), in a status region named `label`, or hidden from assistive technology without one.
 */
export function ListSkeleton({
  count,
  label,
  className,
  item = 'h-28 rounded-2xl',
  children = <Skeleton className={item} />,
}: {
  count: number;
  label?: string;
  className?: string;
  /** The default bar's classes. */
  item?: string;
  children?: ReactNode;
}) {
  const region = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <div {...region} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Fragment key={i}>{children}</Fragment>
      ))}
    </div>
  );
}
