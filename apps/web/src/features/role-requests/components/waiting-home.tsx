/**
 * The applicant's home while a role request waits for an admin (ROLE_APPROVAL): what was asked,
 * the form as sent, when, and Sign out. The page asks again by itself (useMyRoleRequest).
 */
import { ROLE_REQUEST_MSG, type RoleRequest } from '@cms/contract';
import { Hourglass, LogOut } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth, useLogout } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { RequestDetails } from './request-details';

export function WaitingHome({ request }: { request: RoleRequest }) {
  const { user } = useAuth();
  const { logout, isPending } = useLogout();
  return (
    <section aria-labelledby="waiting-title" className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-3 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Hourglass aria-hidden className="size-7" />
        </span>
        <h1 id="waiting-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {ROLE_REQUEST_MSG.waitingTitle}
        </h1>
        <p role="status" className="text-muted-foreground">
          {ROLE_REQUEST_MSG.waitingBody(request.role)}
        </p>
      </div>
      <Card className="space-y-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{ROLE_REQUEST_MSG.requestDetails}</h2>
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            {ROLE_REQUEST_MSG.statusLabel.pending}
          </span>
        </div>
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={request.details.profileImg} name={user?.name} className="size-12" />
          <div className="min-w-0">
            <p className="truncate font-medium">{user?.name}</p>
            <p className="truncate text-sm text-muted-foreground">{user?.email}</p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">{ROLE_REQUEST_MSG.role}</dt>
            <dd className="text-sm font-medium">{request.role}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">{ROLE_REQUEST_MSG.sentOn}</dt>
            <dd className="text-sm font-medium tabular-nums">{formatDate(request.createdAt)}</dd>
          </div>
        </dl>
        <RequestDetails role={request.role} details={request.details} className="border-t pt-5" />
      </Card>
      <div className="flex justify-center">
        <Button variant="outline" size="lg" onClick={logout} disabled={isPending}>
          <LogOut aria-hidden />
          {ROLE_REQUEST_MSG.signOut}
        </Button>
      </div>
    </section>
  );
}
