/** The learner profile's "Certificates" section: the learner's certificates (course, date, link), or an empty line. */
import { CERTIFICATE_MSG, verifyPath } from '@cms/contract';
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorState } from '@/components/error-state';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useMyCertificates } from '../api/certificates';

export function MyCertificates() {
  const query = useMyCertificates();
  return (
    <Card className="gap-4 p-6" aria-labelledby="my-certificates-title" role="region">
      <h2 id="my-certificates-title" className="flex items-center gap-2 text-lg font-semibold">
        <Award aria-hidden className="size-5" />
        {CERTIFICATE_MSG.myTitle}
      </h2>
      {query.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : query.isError ? (
        <QueryErrorState query={query} fallback={CERTIFICATE_MSG.loadFailed} />
      ) : query.data.certificates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CERTIFICATE_MSG.myNone}</p>
      ) : (
        <ul className="divide-y" aria-label={CERTIFICATE_MSG.myTitle}>
          {query.data.certificates.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link to={verifyPath(c.id)} className="font-medium hover:underline">
                  {c.courseTitle}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {CERTIFICATE_MSG.issued} {formatDate(c.issuedAt)}
                </p>
              </div>
              {c.status === 'revoked' ? <Badge variant="destructive">{CERTIFICATE_MSG.revoked}</Badge> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
