/**
 * A count beside a sidebar link (unread messages, waiting approvals, Q&A): at most "99+", nothing
 * when the count is zero; screen readers hear `label` as part of the link's name.
 */
export function NavCountBadge({ count, label, testId }: { count: number; label: string; testId: string }) {
  if (count === 0) return null;
  return (
    <span
      data-testid={testId}
      className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums group-aria-[current=page]:bg-primary-foreground group-aria-[current=page]:text-primary"
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">, {label}</span>
    </span>
  );
}
