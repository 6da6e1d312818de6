/** Above the verification form after an admin rejected the last request: that it was not approved, why, and what to do. */
import { ROLE_REQUEST_MSG, type RoleRequest } from '@cms/contract';
import { CircleAlert } from 'lucide-react';

export function RejectedNotice({ request }: { request: RoleRequest }) {
  return (
    <div
      role="alert"
      className="mx-auto mb-8 flex max-w-5xl gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-4 sm:p-5"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold">{ROLE_REQUEST_MSG.rejectedTitle}</p>
        {request.reason ? (
          <p className="break-words">
            <span className="font-medium">{ROLE_REQUEST_MSG.rejectedReason}: </span>
            {request.reason}
          </p>
        ) : null}
        <p className="text-muted-foreground">{ROLE_REQUEST_MSG.rejectedAgain}</p>
      </div>
    </div>
  );
}
