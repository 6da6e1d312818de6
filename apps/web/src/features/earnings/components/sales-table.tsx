import { EARNINGS_MSG, formatRupees, type Sale } from '@cms/contract';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { OrderStatusBadge } from '@/components/order-status-badge';

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

/**
 * The sales of one page: a table from `md` up, a list of cards on phones (one or the other is
 * hidden by CSS, so assistive technology meets only one of them).
 */
export function SalesTable({ sales }: { sales: readonly Sale[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border bg-card shadow-sm md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{EARNINGS_MSG.sales}</caption>
          <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold lg:px-6">
                Date
              </th>
              <th scope="col" className="px-4 py-3 font-semibold lg:px-6">
                Course
              </th>
              <th scope="col" className="px-4 py-3 font-semibold lg:px-6">
                Buyer
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold lg:px-6">
                Amount
              </th>
              <th scope="col" className="px-4 py-3 font-semibold lg:px-6">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {sales.map((sale) => (
              <tr key={sale.orderId}>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums lg:px-6">
                  {formatDate(sale.date)}
                </td>
                <td className="max-w-64 px-4 py-3 font-medium lg:px-6">
                  <span className="line-clamp-2">{sale.courseTitle}</span>
                </td>
                <td className="px-4 py-3 lg:px-6">
                  <span className="block font-medium">{sale.buyerName}</span>
                  <span className="block break-all text-muted-foreground">{sale.buyerEmail}</span>
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums lg:px-6">
                  {formatRupees(sale.amountPaise)}
                </td>
                <td className="px-4 py-3 lg:px-6">
                  <Status sale={sale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={EARNINGS_MSG.sales} className="space-y-3 md:hidden">
        {sales.map((sale) => (
          <li key={sale.orderId} className="rounded-2xl border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 leading-snug font-semibold">{sale.courseTitle}</p>
              <p className="shrink-0 font-bold tabular-nums">{formatRupees(sale.amountPaise)}</p>
            </div>
            <p className="mt-1 text-sm">
              {sale.buyerName}
              <span className="block break-all text-muted-foreground">{sale.buyerEmail}</span>
            </p>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <span className="text-xs text-muted-foreground tabular-nums">{formatDate(sale.date)}</span>
              <Status sale={sale} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
