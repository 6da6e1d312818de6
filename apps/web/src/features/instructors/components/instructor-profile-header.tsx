/** The instructor detail page's header: avatar, name, e-mail, and the profile facts payouts need. */
import { PAYOUT_MSG, type InstructorDetail } from '@cms/contract';
import { Building2, GitBranch, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { ProfileLinks } from './profile-links';

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string | null }) {
  return (
    <div className="flex min-w-0 items-start gap-2 text-sm">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <dt className="shrink-0 text-muted-foreground">{label}:</dt>
      <dd className="min-w-0 font-medium break-words">{value ?? '—'}</dd>
    </div>
  );
}

export function InstructorProfileHeader({ instructor }: { instructor: InstructorDetail['instructor'] }) {
  return (
    <Card className="mb-8 flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
      <Avatar src={instructor.image} name={instructor.name} className="size-20 text-lg" />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">{instructor.name}</h1>
            <p className="truncate text-sm text-muted-foreground">{instructor.email}</p>
          </div>
          <ProfileLinks name={instructor.name} gitHub={instructor.gitHub} linkedIn={instructor.linkedIn} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          <Fact icon={GitBranch} label="Branch" value={instructor.branch} />
          <Fact icon={Building2} label="College" value={instructor.college} />
          <Fact icon={Wallet} label={PAYOUT_MSG.upiId} value={instructor.upi} />
        </dl>
      </div>
    </Card>
  );
}
