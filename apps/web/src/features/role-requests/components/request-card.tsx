/**
 * One role request on the approvals screen: the applicant (image, name, e-mail), the role, the
 * status, when it was asked, the form as sent and, while pending, Approve and Reject; once decided,
 * when (and a rejection's reason).
 */
import { ROLE_REQUEST_MSG, type AdminRoleRequest, type RoleRequestStatus } from '@cms/contract';
import { Check, X } from 'lucide-react';
import { ToneBadge } from '@/components/tone-badge';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { RequestDetails } from './request-details';

const STATUS_TONES: Record<RoleRequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export function RoleRequestStatusBadge({ status }: { status: RoleRequestStatus }) {
  return <ToneBadge tone={STATUS_TONES[status]}>{ROLE_REQUEST_MSG.statusLabel[status]}</ToneBadge>;
}

export function RequestCard({
  request,
  onApprove,
  onReject,
}: {
  request: AdminRoleRequest;
  onApprove: (request: AdminRoleRequest) => void;
  onReject: (request: AdminRoleRequest) => void;
}) {
  const { applicant } = request;
  const titleId = `role-request-${request.id}`;
  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={request.details.profileImg} name={applicant.name} className="size-11" />
          <div className="min-w-0">
            <h3 id={titleId} className="truncate font-semibold">
              {applicant.name}
            </h3>
            <p className="text-sm break-all text-muted-foreground">{applicant.email}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <Badge variant="secondary">{request.role}</Badge>
          <RoleRequestStatusBadge status={request.status} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{ROLE_REQUEST_MSG.requested}</dt>
          <dd className="text-sm font-medium tabular-nums">{formatDate(request.createdAt)}</dd>
        </div>
        {request.decidedAt ? (
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">{ROLE_REQUEST_MSG.decidedBy}</dt>
            <dd className="text-sm font-medium tabular-nums">{formatDate(request.decidedAt)}</dd>
          </div>
        ) : null}
        {request.reason ? (
          <div className="col-span-2 min-w-0 sm:col-span-3">
            <dt className="text-xs text-muted-foreground">{ROLE_REQUEST_MSG.rejectedReason}</dt>
            <dd className="text-sm break-words">{request.reason}</dd>
          </div>
        ) : null}
      </dl>
      <RequestDetails role={request.role} details={request.details} className="border-t pt-4" />
      {request.status === 'pending' ? (
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={() => onReject(request)}
            aria-label={`${ROLE_REQUEST_MSG.reject} ${applicant.name}`}
          >
            <X aria-hidden />
            {ROLE_REQUEST_MSG.reject}
          </Button>
          <Button onClick={() => onApprove(request)} aria-label={`${ROLE_REQUEST_MSG.approve} ${applicant.name}`}>
            <Check aria-hidden />
            {ROLE_REQUEST_MSG.approve}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
