/** One member of the lead's team: avatar, name, team badge, e-mail, branch, course count and View Profile. */
import { TEAM_MSG, type TeamMember } from '@cms/contract';
import { BookOpen, GraduationCap, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { plural } from '@/lib/format';
import { MemberProfileDialog } from '@/features/teams/components/member-profile-dialog';

function Line({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="shrink-0">
        <Icon aria-hidden className="size-4 text-muted-foreground" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate">{children}</dd>
    </div>
  );
}

export function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-5 transition-shadow hover:shadow-md">
      <div className="flex items-center gap-4">
        <Avatar src={member.profileImg} name={member.name} className="size-14 text-base" />
        <div className="min-w-0 space-y-1.5">
          <h2 className="truncate text-base leading-tight font-semibold">{member.name}</h2>
          <Badge variant="soft">
            <span className="sr-only">{TEAM_MSG.team} </span>
            {member.teamNum}
          </Badge>
        </div>
      </div>
      <dl className="space-y-2 text-sm">
        <Line icon={Mail} label={TEAM_MSG.email}>
          <a
            href={`mailto:${member.email}`}
            title={member.email}
            className="rounded-sm text-foreground underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {member.email}
          </a>
        </Line>
        <Line icon={GraduationCap} label={TEAM_MSG.branch}>
          {member.branch}
        </Line>
        <Line icon={BookOpen} label={TEAM_MSG.enrolledCourses}>
          {plural(member.courseCount, 'course')}
        </Line>
      </dl>
      <MemberProfileDialog member={member}>
        <Button variant="outline" className="mt-auto w-full" aria-label={`${TEAM_MSG.viewProfile}: ${member.name}`}>
          {TEAM_MSG.viewProfile}
        </Button>
      </MemberProfileDialog>
    </Card>
  );
}
