/** The browser's own check of a certificate's credential: checking, verified (with the key's id) or failed. */
import { CERTIFICATE_MSG, type CertificateView } from '@cms/contract';
import { Loader2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useCredentialCheck } from '../api/certificates';

export function CredentialCheck({ view }: { view: CertificateView }) {
  const check = useCredentialCheck(view);
  const box = 'flex items-start gap-3 rounded-xl border p-4 text-sm';
  if (check.isPending) {
    return (
      <p role="status" className={cn(box, 'text-muted-foreground')}>
        <Loader2 aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin" />
        {CERTIFICATE_MSG.checking}
      </p>
    );
  }
  const result = check.data;
  if (result?.verified) {
    return (
      <p
        role="status"
        className={cn(
          box,
          'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
        )}
      >
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-all">{CERTIFICATE_MSG.verified(result.kid)}</span>
      </p>
    );
  }
  return (
    <p role="alert" className={cn(box, 'border-destructive/50 bg-destructive/10 text-destructive')}>
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {result?.reason === 'keys' ? CERTIFICATE_MSG.checkUnavailable : CERTIFICATE_MSG.checkFailed}
    </p>
  );
}
