import { EARNINGS_MSG, formatRupees, type Sale } from '@cms/contract';
import { CardPerson } from '@/components/card-person';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { SALE_AMOUNT, SALE_COURSE, SALE_DATE } from './sale-columns';

function PaidOutBadge() {
  return (
    <Badge variant="outline" className="text-muted-foreground">
      {EARNINGS_MSG.paidOut}
    </Badge>
  );
}

function Status({ sale }: { sale: Sale }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <OrderStatusBadge status={sale.status} />
      {sale.paidOut ? <PaidOutBadge /> : null}
    </span>
  );
}

const COLUMNS: readonly DataColumn<Sale>[] = [
  SALE_DATE,
  SALE_COURSE,
  {
    header: 'Buyer',
    cell: (s) => (
      <>
        <span className="block font-medium">{s.buyerName}</span>
        <span className="block break-all text-muted-foreground">{s.buyerEmail}</span>
      </>
    ),
  },
  SALE_AMOUNT,
  { header: 'Status', cell: (s) => <Status sale={s} /> },
];

/** One sale on phones. */
function SaleCard({ sale }: { sale: Sale }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 leading-snug font-semibold">{sale.courseTitle}</p>
        <p className="shrink-0 font-bold tabular-nums">{formatRupees(sale.amountPaise)}</p>
      </div>
      <CardPerson name={sale.buyerName} email={sale.buyerEmail} date={sale.date}>
        <Status sale={sale} />
      </CardPerson>
    </>
  );
}

/** The sales of one page: a table from `md` up, a list of cards on phones. */
export function SalesTable({ sales }: { sales: readonly Sale[] }) {
  return (
    <DataTable
      caption={EARNINGS_MSG.sales}
      columns={COLUMNS}
      rows={sales}
      rowKey={(sale) => sale.orderId}
      pad="px-4 py-3 lg:px-6"
      cards={{ render: (sale) => <SaleCard sale={sale} /> }}
    />
  );
}
