/**
 * One page of an instructor's sales: a table (Date, Course, Buyer, Amount, Status, action) from
 * `md` up, one card per sale on phones.
 */
import { formatRupees, type Sale } from '@cms/contract';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { SALE_AMOUNT, SALE_COURSE, SALE_DATE } from '@/features/earnings';
import { SaleAction } from './sale-action';

function Buyer({ sale }: { sale: Sale }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{sale.buyerName}</p>
      <p className="truncate text-xs text-muted-foreground">{sale.buyerEmail}</p>
    </div>
  );
}

const COLUMNS: readonly DataColumn<Sale>[] = [
  SALE_DATE,
  SALE_COURSE,
  { header: 'Buyer', className: 'max-w-[14rem]', cell: (s) => <Buyer sale={s} /> },
  SALE_AMOUNT,
  { header: 'Status', cell: (s) => <OrderStatusBadge status={s.status} /> },
  { header: 'Action', srOnlyHeader: true, className: 'text-right', cell: (s) => <SaleAction sale={s} /> },
];

/** One sale on phones. */
function SaleCard({ sale }: { sale: Sale }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium">{sale.courseTitle}</p>
        <p className="font-semibold whitespace-nowrap tabular-nums">{formatRupees(sale.amountPaise)}</p>
      </div>
      <Buyer sale={sale} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2 text-xs text-muted-foreground tabular-nums">
          {formatDate(sale.date)}
          <OrderStatusBadge status={sale.status} />
        </div>
        <SaleAction sale={sale} />
      </div>
    </>
  );
}

export function SalesList({ sales, busy }: { sales: readonly Sale[]; busy: boolean }) {
  return (
    <div aria-busy={busy}>
      <DataTable
        caption="The instructor's sales"
        columns={COLUMNS}
        rows={sales}
        rowKey={(sale) => sale.orderId}
        frame="bare"
        rowClassName="align-middle"
        cards={{
          label: 'Sales',
          className: 'divide-y',
          itemClassName: 'space-y-3 px-4 py-4',
          render: (sale) => <SaleCard sale={sale} />,
        }}
      />
    </div>
  );
}
