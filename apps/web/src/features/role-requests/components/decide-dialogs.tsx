/**
 * The two decisions on a pending request: Approve (a confirmation) and Reject (a required reason,
 * sent to the applicant). A success toasts the server's message and closes; a 409 (decided
 * meanwhile, applicant gone) toasts the server's message and closes (the list is fetched again);
 * a 400 on the reason shows under the field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  rejectRoleRequestInputSchema,
  ROLE_REQUEST_MSG,
  ROLE_REQUEST_REASON_MAX,
  type AdminRoleRequest,
  type RejectRoleRequestInput,
} from '@cms/contract';
import { Check, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReasonForm } from '@/components/reason-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage, isApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { reasonErrorHandler } from '@/lib/reason-errors';
import { useDecideRoleRequest } from '../api/role-requests';

interface DecideDialogProps {
  request: AdminRoleRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ApproveDialog({ request, open, onOpenChange }: DecideDialogProps) {
  const decide = useDecideRoleRequest();
  const busy = decide.isPending;
  const approve = () =>
    decide.mutate(
      { id: request.id },
      {
        onSuccess: (res) => {
          toast.success(res.message || ROLE_REQUEST_MSG.approved);
          onOpenChange(false);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          if (isApiError(error) && error.status === 409) onOpenChange(false);
        },
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={ROLE_REQUEST_MSG.approveTitle}
      description={ROLE_REQUEST_MSG.approveBody(request.applicant.name, request.role)}
      confirmLabel={ROLE_REQUEST_MSG.approve}
      icon={<Check aria-hidden />}
      busy={busy}
      onConfirm={approve}
    />
  );
}

export function RejectDialog({ request, open, onOpenChange }: DecideDialogProps) {
  const decide = useDecideRoleRequest();
  const busy = decide.isPending;
  const form = useForm<RejectRoleRequestInput>({
    resolver: zodResolver(rejectRoleRequestInputSchema),
    defaultValues: { reason: '' },
  });
  const reject = form.handleSubmit(({ reason }) =>
    decide.mutate(
      { id: request.id, reason },
      {
        onSuccess: (res) => {
          toast.success(res.message || ROLE_REQUEST_MSG.rejected);
          onOpenChange(false);
        },
        onError: reasonErrorHandler(form, () => onOpenChange(false)),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent aria-busy={busy}>
        <DialogHeader>
          <DialogTitle>{ROLE_REQUEST_MSG.rejectTitle}</DialogTitle>
          <DialogDescription>
            {request.applicant.name} · {request.role}
          </DialogDescription>
        </DialogHeader>
        <ReasonForm
          form={form}
          id={`role-request-reason-${request.id}`}
          label={ROLE_REQUEST_MSG.reasonLabel}
          maxLength={ROLE_REQUEST_REASON_MAX}
          busy={busy}
          submitLabel={ROLE_REQUEST_MSG.reject}
          icon={<X aria-hidden />}
          onSubmit={reject}
        />
      </DialogContent>
    </Dialog>
  );
}
