/**
 * One conversation: the other person, the messages (a labelled log, newest at the bottom) and the
 * reply form. Opening it, and every new message while it is open, marks it read (the badge and
 * the list follow). A lead whose member left the team reads but cannot write.
 */
import { CONVERSATION_MSG, type Thread } from '@cms/contract';
import { ArrowLeft, Info, MessageSquareOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { useMarkRead, useReply, useThread } from '@/features/messages/api/messages';
import { MessageBubble } from '@/features/messages/components/message-bubble';
import { MessageForm } from '@/features/messages/components/message-form';

const ROLE_LABEL: Record<string, string> = { Lead: 'Team lead', Student: 'Team member' };

function BackLink({ to }: { to: string }) {
  return (
    <Button asChild variant="ghost" size="icon" className="shrink-0 lg:hidden">
      <Link to={to} aria-label={CONVERSATION_MSG.backToMessages}>
        <ArrowLeft aria-hidden />
      </Link>
    </Button>
  );
}

function ThreadBody({ thread, backTo }: { thread: Thread; backTo: string }) {
  const { conversation, messages } = thread;
  const reply = useReply(conversation.id);
  const markRead = useMarkRead();
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  // Read up to the newest message whenever the thread opens or a new message arrives.
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (lastId) markAsRead(conversation.id);
  }, [conversation.id, lastId, markAsRead]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  const name = conversation.other.name;
  return (
    <>
      <header className="flex items-center gap-3 border-b px-4 py-3">
        <BackLink to={backTo} />
        <Avatar src={conversation.other.image} name={name} className="size-10" />
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">{name}</h2>
          <p className="text-xs text-muted-foreground">
            {ROLE_LABEL[conversation.other.role] ?? conversation.other.role}
          </p>
        </div>
      </header>
      <div
        ref={logRef}
        role="log"
        aria-label={`Messages with ${name}`}
        aria-live="polite"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
      >
        <ol className="space-y-4">
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} otherName={name} />
          ))}
        </ol>
      </div>
      <div className="border-t p-4">
        {conversation.canReply ? (
          <MessageForm
            id="reply-message"
            label={<span className="sr-only">{CONVERSATION_MSG.replyLabel}</span>}
            placeholder={CONVERSATION_MSG.replyPlaceholder}
            submitLabel={CONVERSATION_MSG.send}
            rows={2}
            compact
            onSend={(message) => reply.mutateAsync({ message })}
            className="space-y-2"
          />
        ) : (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {name} {CONVERSATION_MSG.noLongerInTeam}
            </span>
          </p>
        )}
      </div>
    </>
  );
}

export function ThreadView({ conversationId, backTo }: { conversationId: string; backTo: string }) {
  const query = useThread(conversationId);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the conversation" className="flex flex-1 flex-col gap-4 p-4">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-16 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
        <Skeleton className="h-16 w-3/5 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <div className="p-4">
          <EmptyState
            icon={MessageSquareOff}
            title={CONVERSATION_MSG.conversationNotFound}
            action={
              <Button asChild variant="outline">
                <Link to={backTo}>{CONVERSATION_MSG.backToMessages}</Link>
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <div className="p-4">
        <QueryErrorState query={query} fallback={CONVERSATION_MSG.fetchFailed} />
      </div>
    );
  }
  return <ThreadBody key={conversationId} thread={query.data} backTo={backTo} />;
}
