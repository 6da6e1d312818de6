/**
 * Revoke a certificate: a required reason (shown on its verification page). A success toasts and
 * closes; a 409 (revoked meanwhile) toasts the server's message and closes; a 400 on the reason
 * shows under the field.
 */
import {
  CERTIFICATE_MSG,
  CERTIFICATE_REVOKE_REASON_MAX,
  revokeCertificateInputSchema,
  type AdminCertificate,
} from '@cms/contract';
import { Ban } from 'lucide-react';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { useRevokeCertificate } from '../api/certificates';

export function RevokeCertificateDialog({ certificate }: { certificate: AdminCertificate }) {
  return (
    <ReasonDialog
      schema={revokeCertificateInputSchema}
      mutation={useRevokeCertificate()}
      variables={({ reason }) => ({ id: certificate.id, reason })}
      done={CERTIFICATE_MSG.revokedDone}
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
      id={`certificate-reason-${certificate.id}`}
      label={CERTIFICATE_MSG.reasonLabel}
      maxLength={CERTIFICATE_REVOKE_REASON_MAX}
      submitLabel={CERTIFICATE_MSG.revoke}
      icon={<Ban aria-hidden />}
    />
  );
}
