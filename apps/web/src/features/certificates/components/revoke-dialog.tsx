/**
 * Revoke a certificate: a required reason (shown on its verification page). A success toasts and
 * closes; a 409 (revoked meanwhile) toasts the server's message and closes; a 400 on the reason
 * shows under the field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CERTIFICATE_MSG,
  CERTIFICATE_REVOKE_REASON_MAX,
  revokeCertificateInputSchema,
  type AdminCertificate,
  type RevokeCertificateInput,
} from '@cms/contract';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ReasonForm } from '@/components/reason-form';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { reasonErrorHandler } from '@/lib/reason-errors';
import { useRevokeCertificate } from '../api/certificates';

export function RevokeCertificateDialog({ certificate }: { certificate: AdminCertificate }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeCertificate();
  const busy = revoke.isPending;
  const form = useForm<RevokeCertificateInput>({
    resolver: zodResolver(revokeCertificateInputSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) =>
    revoke.mutate(
      { id: certificate.id, reason },
      {
        onSuccess: (res) => {
          toast.success(res.message || CERTIFICATE_MSG.revokedDone);
          setOpen(false);
        },
        onError: reasonErrorHandler(form, () => setOpen(false)),
      },
    ),
  );
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) form.reset({ reason: '' });
        setOpen(next);
      }}
      trigger={
        <Button
          size="sm"
          variant="outline"
          aria-label={`${CERTIFICATE_MSG.revoke}: ${certificate.learnerName}, ${certificate.courseTitle}`}
        >
          <Ban aria-hidden />
          {CERTIFICATE_MSG.revoke}
        </Button>
      }
      title={CERTIFICATE_MSG.revokeTitle}
      description={CERTIFICATE_MSG.revokeBody(certificate.learnerName, certificate.courseTitle)}
      busy={busy}
    >
      <ReasonForm
        form={form}
        id={`certificate-reason-${certificate.id}`}
        label={CERTIFICATE_MSG.reasonLabel}
        maxLength={CERTIFICATE_REVOKE_REASON_MAX}
        busy={busy}
        submitLabel={CERTIFICATE_MSG.revoke}
        icon={<Ban aria-hidden />}
        onSubmit={submit}
      />
    </TitledDialog>
  );
}
