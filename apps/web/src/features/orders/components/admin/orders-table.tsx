import { ADMIN_ORDER_COLUMNS, formatRupees, type AdminOrder, type AdminOrderSort } from '@cms/contract';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { SortHeader, type SortState } from './sort-header';

const [NUMBER, DATE, STATUS, COURSE, EMAIL, AMOUNT] = ADMIN_ORDER_COLUMNS;

/** The wide table (tablets and desktops): # over all pages, sortable headers, status badges. */
export function OrdersTable({
  orders,
  firstNumber,
  sort,
  onSort,
  busy,
}: {
  orders: AdminOrder[];
  /** The # of the first row (its position over all pages). */
  firstNumber: number;
  sort: SortState;
  onSort: (column: AdminOrderSort) => void;
  busy: boolean;
}) {
  const header = (label: string, column: AdminOrderSort, className?: string) => (
    <SortHeader label={label} column={column} state={sort} onSort={onSort} className={className} />
  );
  return (
    <div className="hidden overflow-x-auto rounded-2xl border bg-card shadow-sm md:block">
      <table className={cn('w-full text-sm transition-opacity', busy && 'opacity-60')} aria-busy={busy}>
        <caption className="sr-only">Orders</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-12 px-4 py-2 font-semibold tracking-wide">
              {NUMBER}
            </th>
            {header(DATE, 'date')}
            {header(STATUS, 'status')}
            {header(COURSE, 'course')}
            {header(EMAIL, 'email')}
            {header(AMOUNT, 'amount', 'text-right [&>button]:flex-row-reverse')}
          </tr>
        </thead>
        <tbody className="divide-y">
          {orders.map((order, i) => (
            <tr key={order.id} className="transition-colors hover:bg-muted/40">
              <td className="px-4 py-3 text-muted-foreground tabular-nums">{firstNumber + i}</td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                <time dateTime={order.date}>{formatDate(order.date)}</time>
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="max-w-64 px-4 py-3 font-medium">
                <span className="line-clamp-2">{order.courseTitle}</span>
              </td>
              <td className="max-w-64 px-4 py-3 break-all text-muted-foreground">{order.userEmail}</td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatRupees(order.amountPaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
