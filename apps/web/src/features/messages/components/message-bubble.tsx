/** One message of a thread: mine on the right in the primary colour, theirs on the left; the time under it. */
import { CONVERSATION_MSG, type ThreadMessage } from '@cms/contract';
import { cn } from '@/lib/utils';
import { fullTime, messageTime } from '@/features/messages/lib/message-time';

export function MessageBubble({ message, otherName }: { message: ThreadMessage; otherName: string }) {
  const mine = message.fromMe;
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap shadow-xs sm:max-w-[75%]',
          mine
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : 'rounded-bl-md border bg-card text-card-foreground',
        )}
      >
        <span className="sr-only">{mine ? CONVERSATION_MSG.you : otherName}: </span>
        {message.body}
      </div>
      <time dateTime={message.sentAt} title={fullTime(message.sentAt)} className="px-1 text-xs text-muted-foreground">
        {messageTime(message.sentAt)}
      </time>
    </li>
  );
}
