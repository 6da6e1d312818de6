/**
 * /verify/:id — a certificate's public page (no sign-in): the learner, course, instructor, date and
 * hours of video, whether it is valid or revoked (with the reason), the browser's own check of the
 * signed credential against the site's published keys, and the links: the PDF, the raw credential,
 * the JWK set and, for the holder, "Add to LinkedIn". An unknown id shows a not-found state.
 */
import { CERTIFICATE_MSG, certificatePdfPath, JWKS_PATH, linkedInAddUrl, type CertificateView } from '@cms/contract';
import { Award, Download, ExternalLink, FileKey2, KeyRound } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { Fact } from '@/components/fact';
import { PublicFrame } from '@/components/public-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useCertificate, useMyCertificates } from '../api/certificates';
import { CredentialCheck } from '../components/credential-check';

const factLook = {
  className: 'grid gap-0.5',
  labelClassName: 'text-xs font-medium tracking-wide text-muted-foreground uppercase',
  valueClassName: 'text-base font-semibold',
};

/** "Add to LinkedIn", shown to the signed-in learner whose certificate it is. */
function AddToLinkedIn({ view }: { view: CertificateView }) {
  const { role } = useAuth();
  const learner = role === 'Student' || role === 'Lead';
  const mine = useMyCertificates(learner);
  const holds = mine.data?.certificates.some((c) => c.id === view.certificate.id) ?? false;
  if (!holds || view.certificate.status !== 'valid') return null;
  return (
    <Button asChild variant="outline">
      <a href={linkedInAddUrl(view.certificate, view.verifyUrl)} target="_blank" rel="noreferrer">
        <ExternalLink aria-hidden />
        {CERTIFICATE_MSG.addToLinkedIn}
      </a>
    </Button>
  );
}

function CertificateCard({ view }: { view: CertificateView }) {
  const c = view.certificate;
  const revoked = c.status === 'revoked';
  return (
    <Card className="mx-auto w-full max-w-3xl gap-6 p-6 sm:p-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Award aria-hidden className="size-7" />
        </span>
        <h1 className="text-2xl font-bold sm:text-3xl">{CERTIFICATE_MSG.title}</h1>
        <Badge
          variant={revoked ? 'destructive' : 'default'}
          className="text-sm"
          aria-label={`Status: ${revoked ? CERTIFICATE_MSG.revoked : CERTIFICATE_MSG.valid}`}
        >
          {revoked ? CERTIFICATE_MSG.revoked : CERTIFICATE_MSG.valid}
        </Badge>
      </div>
      {revoked ? (
        <div role="note" className="rounded-xl border border-destructive/50 bg-destructive/10 p-4 text-sm">
          <p className="font-semibold text-destructive">{CERTIFICATE_MSG.revokedOn(formatDate(c.revokedAt))}</p>
          <p className="mt-1">
            <span className="font-medium">{CERTIFICATE_MSG.reason}:</span> {c.revokedReason}
          </p>
        </div>
      ) : null}
      <dl className="grid gap-5 sm:grid-cols-2">
        <Fact {...factLook} label={CERTIFICATE_MSG.awardedTo}>
          {c.learnerName}
        </Fact>
        <Fact {...factLook} label={CERTIFICATE_MSG.course}>
          {c.courseTitle}
        </Fact>
        <Fact {...factLook} label={CERTIFICATE_MSG.instructor}>
          {c.instructorName}
        </Fact>
        <Fact {...factLook} label={CERTIFICATE_MSG.issued}>
          {formatDate(c.issuedAt)}
        </Fact>
        <Fact {...factLook} label={CERTIFICATE_MSG.videoLabel}>
          {CERTIFICATE_MSG.videoLength(c.videoSeconds)}
        </Fact>
      </dl>
      <CredentialCheck view={view} />
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <a href={certificatePdfPath(c.id)} download>
            <Download aria-hidden />
            {CERTIFICATE_MSG.downloadPdf}
          </a>
        </Button>
        <AddToLinkedIn view={view} />
        <Button asChild variant="ghost">
          <a href={JWKS_PATH} target="_blank" rel="noreferrer">
            <KeyRound aria-hidden />
            {CERTIFICATE_MSG.jwks}
          </a>
        </Button>
      </div>
      <details className="rounded-xl border p-4 text-sm">
        <summary className="flex cursor-pointer items-center gap-2 font-medium">
          <FileKey2 aria-hidden className="size-4" />
          {CERTIFICATE_MSG.rawCredential}
        </summary>
        <pre className="mt-3 max-h-48 overflow-auto rounded-md bg-muted p-3 text-xs break-all whitespace-pre-wrap">
          {view.credential}
        </pre>
      </details>
    </Card>
  );
}

export function CertificateVerifyPage() {
  const { id = '' } = useParams();
  const query = useCertificate(id);
  let body;
  if (query.isPending) {
    body = <Skeleton className="mx-auto h-96 w-full max-w-3xl rounded-xl" aria-label="Loading the certificate" />;
  } else if (query.isError) {
    body =
      isApiError(query.error) && (query.error.status === 404 || query.error.status === 400) ? (
        <EmptyState
          icon={Award}
          title={CERTIFICATE_MSG.notFound}
          description={CERTIFICATE_MSG.notFoundBody}
          className="mx-auto w-full max-w-3xl"
        />
      ) : (
        <QueryErrorState query={query} fallback={CERTIFICATE_MSG.loadFailed} />
      );
  } else {
    body = <CertificateCard view={query.data} />;
  }
  return <PublicFrame className="flex flex-1 flex-col px-4 py-8 sm:px-6 sm:py-12">{body}</PublicFrame>;
}
