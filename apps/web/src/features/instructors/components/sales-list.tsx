/**
 * One page of an instructor's sales: a table (Date, Course, Buyer, Amount, Status, action) from
 * `md` up, one card per sale on phones.
 */
import { formatRupees, type Sale } from '@cms/contract';
import { formatDate } from '@/lib/format';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { SaleAction } from './sale-action';

const COLUMNS = ['Date', 'Course', 'Buyer', 'Amount', 'Status'] as const;

function Buyer({ sale }: { sale: Sale }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{sale.buyerName}</p>
      <p className="truncate text-xs text-muted-foreground">{sale.buyerEmail}</p>
    </div>
  );
}

export function SalesList({ sales, busy }: { sales: readonly Sale[]; busy: boolean }) {
  return (
    <div aria-busy={busy}>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">The instructor&apos;s sales</caption>
          <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className={c === 'Amount' ? 'px-4 py-3 text-right font-semibold' : 'px-4 py-3 font-semibold'}
                >
                  {c}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {sales.map((sale) => (
              <tr key={sale.orderId} className="align-middle">
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums">
                  {formatDate(sale.date)}
                </td>
                <td className="max-w-[16rem] px-4 py-3 font-medium">
                  <span className="line-clamp-2">{sale.courseTitle}</span>
                </td>
                <td className="max-w-[14rem] px-4 py-3">
                  <Buyer sale={sale} />
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatRupees(sale.amountPaise)}
                </td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={sale.status} />
                </td>
                <td className="px-4 py-3 text-right">
                  <SaleAction sale={sale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="divide-y md:hidden" aria-label="Sales">
        {sales.map((sale) => (
          <li key={sale.orderId} className="space-y-3 px-4 py-4">
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
          </li>
        ))}
      </ul>
    </div>
  );
}
