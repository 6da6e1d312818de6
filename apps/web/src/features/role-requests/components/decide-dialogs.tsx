/**
 * The two decisions on a pending request: Approve (a confirmation) and Reject (a required reason,
 * sent to the applicant). A success toasts the server's message and closes; a 409 (decided
 * meanwhile, applicant gone) toasts the server's message and closes (the list is fetched again);
 * a 400 on the reason shows under the field.
 */
import {
  rejectRoleRequestInputSchema,
  ROLE_REQUEST_MSG,
  ROLE_REQUEST_REASON_MAX,
  type AdminRoleRequest,
} from '@cms/contract';
import { Check, X } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReasonDialog } from '@/components/reason-dialog';
import { errorToast, successToast } from '@/lib/decision-toasts';
import type { DialogOpenProps } from '@/lib/use-dialog-item';
import { useDecideRoleRequest } from '../api/role-requests';

interface DecideDialogProps extends DialogOpenProps {
  request: AdminRoleRequest;
}

export function ApproveDialog({ request, open, onOpenChange }: DecideDialogProps) {
  const decide = useDecideRoleRequest();
  const close = () => onOpenChange(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={ROLE_REQUEST_MSG.approveTitle}
      description={ROLE_REQUEST_MSG.approveBody(request.applicant.name, request.role)}
      confirmLabel={ROLE_REQUEST_MSG.approve}
      icon={<Check aria-hidden />}
      busy={decide.isPending}
      onConfirm={() =>
        decide.mutate(
          { id: request.id },
          { onSuccess: successToast(close, ROLE_REQUEST_MSG.approved), onError: errorToast(close, true) },
        )
      }
    />
  );
}

export function RejectDialog({ request, open, onOpenChange }: DecideDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      schema={rejectRoleRequestInputSchema}
      mutation={useDecideRoleRequest()}
      variables={({ reason }) => ({ id: request.id, reason })}
      done={ROLE_REQUEST_MSG.rejected}
      title={ROLE_REQUEST_MSG.rejectTitle}
      description={`${request.applicant.name} · ${request.role}`}
      id={`role-request-reason-${request.id}`}
      label={ROLE_REQUEST_MSG.reasonLabel}
      maxLength={ROLE_REQUEST_REASON_MAX}
      submitLabel={ROLE_REQUEST_MSG.reject}
      icon={<X aria-hidden />}
    />
  );
}
