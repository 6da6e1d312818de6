/**
 * The sidebar's unread count beside Messages: asked every 30 s and when the window gets the focus
 * back; nothing when there is nothing unread (or the count cannot be read). Screen readers hear
 * "3 unread" as part of the link's name.
 */
import { unreadText } from '@cms/contract';
import { useUnreadCount } from '@/features/messages/api/messages';

export function UnreadMessagesBadge() {
  const { data } = useUnreadCount();
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums group-aria-[current=page]:bg-primary-foreground group-aria-[current=page]:text-primary"
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">, {unreadText(count)}</span>
    </span>
  );
}
