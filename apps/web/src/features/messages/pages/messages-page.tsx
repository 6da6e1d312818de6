/**
 * Messages (/student/messages, /lead/messages, and /…/messages/:id for one conversation): the
 * conversation list and the open thread side by side on wide screens; on phones the list and the
 * thread are separate screens.
 */
import { CONVERSATION_MSG } from '@cms/contract';
import { MessagesSquare } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AvatarSkeleton } from '@/components/avatar-skeleton';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths, type LearnerArea } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useConversations } from '@/features/messages/api/messages';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { ThreadView } from '@/features/messages/components/thread-view';

/** The panes' heights on wide screens: the panes scroll, not the window. */
const WIDE_PANE = 'lg:h-[calc(100dvh-15rem)] lg:min-h-[26rem]';
/** On phones the thread is a screen of its own (the page title is for screen readers only there). */
const PHONE_THREAD = 'h-[calc(100dvh-8rem)] min-h-[24rem]';

function ConversationsSkeleton() {
  return (
    <ListSkeleton count={4} label="Loading conversations" className="space-y-2 p-2">
      <AvatarSkeleton
        avatar="size-10"
        lines={['h-3.5 w-1/2', 'h-3 w-4/5']}
        className="flex items-center gap-3 px-2 py-2"
        hidden
      />
    </ListSkeleton>
  );
}

export function MessagesPage({ area }: { area: LearnerArea }) {
  const { id } = useParams();
  const query = useConversations();
  const areaPaths = paths[area];
  const conversations = query.data?.conversations;

  if (conversations && conversations.length === 0 && !id) {
    return (
      <>
        <PageHeader title={CONVERSATION_MSG.title} description={CONVERSATION_MSG.subtitle} />
        <EmptyState
          icon={MessagesSquare}
          title={CONVERSATION_MSG.empty}
          description={area === 'lead' ? CONVERSATION_MSG.emptyLead : CONVERSATION_MSG.emptyStudent}
          action={
            area === 'lead' ? (
              <Button asChild variant="outline">
                <Link to={paths.lead.members}>Team Members</Link>
              </Button>
            ) : undefined
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={CONVERSATION_MSG.title}
        description={CONVERSATION_MSG.subtitle}
        className={cn(id && 'max-lg:sr-only')}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Card className={cn('p-2 lg:block lg:overflow-y-auto', WIDE_PANE, id ? 'hidden' : 'block')}>
          {query.isPending ? (
            <ConversationsSkeleton />
          ) : query.isError ? (
            <QueryErrorState query={query} fallback={CONVERSATION_MSG.fetchFailed} />
          ) : (
            <ConversationList conversations={conversations ?? []} linkTo={areaPaths.conversation} />
          )}
        </Card>
        <Card className={cn('flex-col overflow-hidden lg:flex', PHONE_THREAD, WIDE_PANE, id ? 'flex' : 'hidden')}>
          {id ? (
            <ThreadView conversationId={id} backTo={areaPaths.messages} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground">
              <MessagesSquare aria-hidden className="size-10" />
              <p className="text-sm">{CONVERSATION_MSG.selectConversation}</p>
            </div>
          )}
        </Card>
      </div>
    </>
  );
}
