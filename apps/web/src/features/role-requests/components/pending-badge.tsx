/**
 * The admins' nav badge beside Approvals: how many role requests wait (the list answer's `pending`),
 * asked on focus and every ROLE_REQUEST_POLL_MS; nothing when none waits (or the count cannot be
 * read). Screen readers hear "2 pending" as part of the link's name.
 */
import { usePendingRoleRequests } from '../api/role-requests';

export function PendingApprovalsBadge() {
  const { data: count = 0 } = usePendingRoleRequests();
  if (count === 0) return null;
  return (
    <span
      data-testid="approvals-badge"
      className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums group-aria-[current=page]:bg-primary-foreground group-aria-[current=page]:text-primary"
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">, {count} pending</span>
    </span>
  );
}
