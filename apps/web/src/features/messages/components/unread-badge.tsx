/**
 * The sidebar's unread count beside Messages: asked every 30 s and when the window gets the focus
 * back; nothing when there is nothing unread (or the count cannot be read). Screen readers hear
 * "3 unread" as part of the link's name.
 */
import { unreadText } from '@cms/contract';
import { NavCountBadge } from '@/components/nav-count-badge';
import { useUnreadCount } from '@/features/messages/api/messages';

export function UnreadMessagesBadge() {
  const { data } = useUnreadCount();
  const count = data?.count ?? 0;
  return <NavCountBadge count={count} label={unreadText(count)} testId="unread-badge" />;
}
