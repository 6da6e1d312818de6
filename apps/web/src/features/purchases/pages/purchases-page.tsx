/**
 * /student/purchases and /lead/purchases (issue 21 item 5, beyond the spec): every order of the
 * buyer, newest first, with its date, course, status, amount, discount (and code), GST, the invoice
 * or receipt and credit note PDFs, and its refund (state, or Request a refund while allowed, or why
 * not). A table from `md` up, one card per order on phones.
 */
import { formatRupees, LEARNING_MSG, PURCHASE_COLUMNS as COL, REFUND_MSG, type Purchase } from '@cms/contract';
import { Compass, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { LinkButton } from '@/components/link-button';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { PageHeader } from '@/components/page-header';
import { TableSkeleton } from '@/components/table-skeleton';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { learnerPaths, type LearnerArea } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { usePurchases } from '../api/purchases';
import { PurchaseDocuments } from '../components/purchase-documents';
import { PurchaseRefund } from '../components/purchase-refund';

const discountOf = (p: Purchase) =>
  p.discountPaise > 0 ? (
    <span className="tabular-nums">
      −{formatRupees(p.discountPaise)}
      {p.couponCode ? <span className="block text-xs text-muted-foreground">{p.couponCode}</span> : null}
    </span>
  ) : (
    <span className="text-muted-foreground">—</span>
  );

const taxOf = (p: Purchase) =>
  p.taxPaise > 0 ? (
    <span className="tabular-nums">{formatRupees(p.taxPaise)}</span>
  ) : (
    <span className="text-muted-foreground">—</span>
  );

function columns(area: LearnerArea): readonly DataColumn<Purchase>[] {
  const paths = learnerPaths(area);
  return [
    { header: COL.date, cell: (p) => formatDate(p.orderDate), className: 'whitespace-nowrap tabular-nums' },
    {
      header: COL.course,
      cell: (p) => (
        <Link to={paths.course(p.course.id)} className="font-medium hover:underline">
          {p.course.title}
        </Link>
      ),
    },
    { header: COL.status, cell: (p) => <OrderStatusBadge status={p.status} /> },
    {
      header: COL.amount,
      cell: (p) => formatRupees(p.amountPaise),
      className: 'whitespace-nowrap tabular-nums font-medium',
    },
    { header: COL.discount, cell: discountOf, className: 'whitespace-nowrap' },
    { header: COL.tax, cell: taxOf, className: 'whitespace-nowrap' },
    { header: COL.documents, cell: (p) => <PurchaseDocuments purchase={p} /> },
    { header: COL.refund, cell: (p) => <PurchaseRefund purchase={p} /> },
  ];
}

/** One order on a phone: the table's facts stacked. */
function PurchaseCard({ purchase: p, area }: { purchase: Purchase; area: LearnerArea }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Link to={learnerPaths(area).course(p.course.id)} className="font-semibold leading-snug hover:underline">
          {p.course.title}
        </Link>
        <OrderStatusBadge status={p.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{COL.date}</dt>
        <dd className="tabular-nums">{formatDate(p.orderDate)}</dd>
        <dt className="text-muted-foreground">{COL.amount}</dt>
        <dd className="font-medium tabular-nums">{formatRupees(p.amountPaise)}</dd>
        <dt className="text-muted-foreground">{COL.discount}</dt>
        <dd>{discountOf(p)}</dd>
        <dt className="text-muted-foreground">{COL.tax}</dt>
        <dd>{taxOf(p)}</dd>
      </dl>
      <div className="mt-3 grid gap-3">
        <PurchaseDocuments purchase={p} />
        <PurchaseRefund purchase={p} />
      </div>
    </>
  );
}

export function PurchasesPage({ area }: { area: LearnerArea }) {
  const query = usePurchases();
  return (
    <>
      <PageHeader title={REFUND_MSG.purchasesTitle} description={REFUND_MSG.purchasesSubtitle} />
      {query.isPending ? (
        <TableSkeleton rows={4} rowClassName="h-12 w-full" />
      ) : query.isError ? (
        <QueryErrorState query={query} fallback={REFUND_MSG.purchasesFetchFailed} />
      ) : query.data.purchases.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          title={REFUND_MSG.noPurchases}
          action={
            <LinkButton to={learnerPaths(area).courses} icon={Compass} variant="gradient">
              {LEARNING_MSG.browseCourses}
            </LinkButton>
          }
        />
      ) : (
        <DataTable
          caption={REFUND_MSG.purchasesTitle}
          columns={columns(area)}
          rows={query.data.purchases}
          rowKey={(p) => p.id}
          frame="card"
          cards={{ render: (p) => <PurchaseCard purchase={p} area={area} /> }}
        />
      )}
    </>
  );
}
