/**
 * The admins' nav badge beside Approvals: how many role requests wait (the list answer's `pending`),
 * asked on focus and every ROLE_REQUEST_POLL_MS; nothing when none waits (or the count cannot be
 * read). Screen readers hear "2 pending" as part of the link's name.
 */
import { NavCountBadge } from '@/components/nav-count-badge';
import { usePendingRoleRequests } from '../api/role-requests';

export function PendingApprovalsBadge() {
  const { data: count = 0 } = usePendingRoleRequests();
  return <NavCountBadge count={count} label={`${count} pending`} testId="approvals-badge" />;
}
