/** The caller's conversations, latest first: avatar, name, the last message's first words, its time, unread count. */
import { CONVERSATION_MSG, unreadText, type ConversationSummary } from '@cms/contract';
import { NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { fullTime, relativeTime } from '@/features/messages/lib/message-time';

function ConversationItem({ conversation: c, to }: { conversation: ConversationSummary; to: string }) {
  const unread = c.unreadCount > 0;
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          'flex items-start gap-3 rounded-xl px-3 py-3 transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          isActive ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
        )
      }
    >
      <Avatar src={c.other.image} name={c.other.name} className="size-10" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className={cn('truncate text-sm', unread ? 'font-bold' : 'font-semibold')}>{c.other.name}</p>
          {c.lastMessage ? (
            <time
              dateTime={c.lastMessage.at}
              title={fullTime(c.lastMessage.at)}
              className="shrink-0 text-xs text-muted-foreground"
            >
              {relativeTime(c.lastMessage.at)}
            </time>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-2">
          <p className={cn('truncate text-sm', unread ? 'font-medium text-foreground' : 'text-muted-foreground')}>
            {c.lastMessage ? `${c.lastMessage.fromMe ? `${CONVERSATION_MSG.you}: ` : ''}${c.lastMessage.snippet}` : ''}
          </p>
          {unread ? (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
              <span aria-hidden>{c.unreadCount > 99 ? '99+' : c.unreadCount}</span>
              <span className="sr-only">, {unreadText(c.unreadCount)}</span>
            </span>
          ) : null}
        </div>
      </div>
    </NavLink>
  );
}

export function ConversationList({
  conversations,
  linkTo,
}: {
  conversations: readonly ConversationSummary[];
  linkTo: (conversationId: string) => string;
}) {
  return (
    <nav aria-label="Conversations">
      <ul className="space-y-1">
        {conversations.map((c) => (
          <li key={c.id}>
            <ConversationItem conversation={c} to={linkTo(c.id)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
