/**
 * View Profile (spec 2 "Team members"): the member's e-mail, phone, college and branch, their
 * enrolled courses with real status and progress, a link to the conversation once there is one,
 * and the message form (Send Message).
 */
import { formatPhone, TEAM_MSG, type TeamMember } from '@cms/contract';
import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryErrorState } from '@/components/error-state';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { ListSkeleton } from '@/components/list-skeleton';
import { paths } from '@/config/paths';
import { MessageForm } from '@/features/messages';
import { useSendTeamMessage, useTeamMember } from '@/features/teams/api/team';
import { MemberCourses } from '@/features/teams/components/member-courses';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-muted/60 px-3 py-2">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium">{children}</dd>
    </div>
  );
}

const orNotGiven = (value: string | null) =>
  value ? value : <span className="font-normal text-muted-foreground">{TEAM_MSG.notGiven}</span>;

function CoursesSection({ memberId }: { memberId: string }) {
  const query = useTeamMember(memberId);
  return (
    <section aria-labelledby="member-courses-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="member-courses-heading" className="text-sm font-semibold">
          {TEAM_MSG.enrolledCourses}
        </h3>
        {query.data?.member.conversationId ? (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to={paths.lead.conversation(query.data.member.conversationId)}>
              <MessageSquare aria-hidden />
              {TEAM_MSG.openConversation}
            </Link>
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <ListSkeleton count={2} label="Loading courses" className="space-y-2" item="h-16 rounded-xl" />
      ) : query.isError ? (
        <QueryErrorState query={query} fallback={TEAM_MSG.memberFetchFailed} />
      ) : (
        <MemberCourses courses={query.data.member.courses} />
      )}
    </section>
  );
}

/** The dialog's content: mounted (and the member's courses loaded) only while it is open. */
function MemberProfile({ member }: { member: TeamMember }) {
  const send = useSendTeamMessage(member._id);
  return (
    <DialogContent
      className="gap-5 sm:max-w-xl"
      // Focus the dialog itself, not the message box (a phone would open its keyboard over the profile).
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        (e.currentTarget as HTMLElement | null)?.focus();
      }}
    >
      <DialogHeader className="flex-row items-center gap-4 pr-6">
        <Avatar src={member.profileImg} name={member.name} className="size-16 text-lg" />
        <div className="min-w-0 space-y-1.5">
          <DialogTitle className="truncate text-xl">{member.name}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <Badge variant="soft">
              <span className="sr-only">{TEAM_MSG.team} </span>
              {member.teamNum}
            </Badge>
            <span>Team member</span>
          </DialogDescription>
        </div>
      </DialogHeader>

      <dl className="grid gap-2 sm:grid-cols-2">
        <Detail label={TEAM_MSG.email}>
          <a href={`mailto:${member.email}`} className="underline-offset-4 hover:underline">
            {member.email}
          </a>
        </Detail>
        <Detail label={TEAM_MSG.phone}>
          {member.phone ? (
            <a href={`tel:${member.phone}`} className="underline-offset-4 hover:underline">
              {formatPhone(member.phone)}
            </a>
          ) : (
            orNotGiven(null)
          )}
        </Detail>
        <Detail label={TEAM_MSG.college}>{orNotGiven(member.college)}</Detail>
        <Detail label={TEAM_MSG.branch}>{member.branch}</Detail>
      </dl>

      <CoursesSection memberId={member._id} />

      <MessageForm
        id={`team-message-${member._id}`}
        label={TEAM_MSG.message}
        placeholder={TEAM_MSG.messagePlaceholder}
        submitLabel={TEAM_MSG.sendMessage}
        pendingLabel={TEAM_MSG.sending}
        onSend={(message) => send.mutateAsync({ message })}
        toastOnSuccess
        className="border-t pt-4"
      />
    </DialogContent>
  );
}

/** View Profile: `children` is the button that opens it (focus returns there on close). */
export function MemberProfileDialog({ member, children }: { member: TeamMember; children: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <MemberProfile member={member} />
    </Dialog>
  );
}
