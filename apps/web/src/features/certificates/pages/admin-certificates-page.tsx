/**
 * /Admin/certificates: every certificate issued, newest first, searched by learner, course or id and
 * filtered by status (in the URL); each row links to its public page and, while valid, can be
 * revoked with a reason.
 */
import {
  adminCertificatesQuerySchema,
  CERTIFICATE_MSG,
  CERTIFICATE_STATUSES,
  verifyPath,
  type AdminCertificate,
  type AdminCertificatesQuery,
} from '@cms/contract';
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { CardPerson } from '@/components/card-person';
import { QueryErrorState } from '@/components/error-state';
import { ListBody } from '@/components/list-body';
import { ListEmpty } from '@/components/list-empty';
import { optionsOf, QueryFilterBar, type QuerySelect } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { useListQuery } from '@/lib/list-query';
import { useAdminCertificates } from '../api/certificates';
import { RevokeCertificateDialog } from '../components/revoke-dialog';

const STATUS_LABELS = { valid: CERTIFICATE_MSG.valid, revoked: CERTIFICATE_MSG.revoked } as const;

const SELECTS: readonly QuerySelect<AdminCertificatesQuery>[] = [
  {
    key: 'status',
    label: CERTIFICATE_MSG.status,
    options: optionsOf(CERTIFICATE_STATUSES, STATUS_LABELS, { value: 'all', label: 'All statuses' }),
    className: 'md:w-40',
  },
];

const COLUMNS: readonly DataColumn<AdminCertificate>[] = [
  {
    header: CERTIFICATE_MSG.learner,
    cell: (c) => (
      <div className="min-w-0">
        <p className="font-medium">{c.learnerName}</p>
        <p className="text-xs text-muted-foreground">{c.learnerEmail}</p>
      </div>
    ),
  },
  {
    header: CERTIFICATE_MSG.course,
    cell: (c) => (
      <Link to={verifyPath(c.id)} className="font-medium hover:underline">
        {c.courseTitle}
      </Link>
    ),
  },
  { header: CERTIFICATE_MSG.issued, cell: (c) => formatDate(c.issuedAt), className: 'whitespace-nowrap' },
  {
    header: CERTIFICATE_MSG.status,
    cell: (c) => statusOf(c),
  },
  {
    header: 'Actions',
    srOnlyHeader: true,
    cell: (c) => (c.status === 'valid' ? <RevokeCertificateDialog certificate={c} /> : null),
    className: 'text-right',
  },
];

const statusOf = (c: AdminCertificate) =>
  c.status === 'revoked' ? (
    <div className="grid gap-1">
      <Badge variant="destructive">{CERTIFICATE_MSG.revoked}</Badge>
      <p className="max-w-56 text-xs text-muted-foreground">{c.revokedReason}</p>
    </div>
  ) : (
    <Badge variant="soft">{CERTIFICATE_MSG.valid}</Badge>
  );

/** One certificate on a phone: the table's facts stacked, Revoke below. */
function CertificateCard({ certificate: c }: { certificate: AdminCertificate }) {
  return (
    <>
      <Link to={verifyPath(c.id)} className="font-semibold leading-snug hover:underline">
        {c.courseTitle}
      </Link>
      <CardPerson name={c.learnerName} email={c.learnerEmail} date={c.issuedAt}>
        {statusOf(c)}
      </CardPerson>
      {c.status === 'valid' ? (
        <div className="mt-3">
          <RevokeCertificateDialog certificate={c} />
        </div>
      ) : null}
    </>
  );
}

export function AdminCertificatesPage() {
  const { query: params, set, setPage } = useListQuery(adminCertificatesQuerySchema);
  const query = useAdminCertificates(params);
  const filtered = params.search !== undefined || params.status !== 'all';
  const busy = query.isFetching && query.isPlaceholderData;
  return (
    <>
      <PageHeader title={CERTIFICATE_MSG.adminTitle} description={CERTIFICATE_MSG.adminSubtitle} />
      <QueryFilterBar
        filters={params}
        onChange={set}
        search={{ placeholder: CERTIFICATE_MSG.searchPlaceholder, label: CERTIFICATE_MSG.searchPlaceholder }}
        selects={SELECTS}
      />
      <ListBody
        query={query}
        count={(d) => d.certificates.length}
        error={<QueryErrorState query={query} fallback={CERTIFICATE_MSG.fetchFailed} />}
        loading={<TableSkeleton rows={5} rowClassName="h-12 w-full" />}
        empty={
          <ListEmpty
            filtered={filtered}
            icon={Award}
            title={CERTIFICATE_MSG.none}
            clear={{ label: 'Clear filters', onClick: () => set({ search: undefined, status: 'all' }) }}
          />
        }
        onPage={setPage}
      >
        {(data) => (
          <DataTable
            caption={CERTIFICATE_MSG.adminTitle}
            columns={COLUMNS}
            rows={data.certificates}
            rowKey={(c) => c.id}
            frame="card"
            busy={busy}
            cards={{ render: (c) => <CertificateCard certificate={c} /> }}
          />
        )}
      </ListBody>
    </>
  );
}
