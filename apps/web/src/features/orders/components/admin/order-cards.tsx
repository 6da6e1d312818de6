import { ADMIN_ORDER_COLUMNS, formatRupees, type AdminOrder } from '@cms/contract';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { OrderStatusBadge } from '@/components/order-status-badge';

const [, DATE, STATUS, COURSE, EMAIL, AMOUNT] = ADMIN_ORDER_COLUMNS;

/** The orders on phones: one card per order instead of the wide table. */
export function OrderCards({
  orders,
  firstNumber,
  busy,
}: {
  orders: AdminOrder[];
  firstNumber: number;
  busy: boolean;
}) {
  return (
    <ol
      className={cn('space-y-3 transition-opacity md:hidden', busy && 'opacity-60')}
      aria-label="Orders"
      aria-busy={busy}
    >
      {orders.map((order, i) => (
        <li key={order.id} className="rounded-2xl border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs text-muted-foreground tabular-nums">
                #{firstNumber + i} · <span className="sr-only">{DATE}: </span>
                <time dateTime={order.date}>{formatDate(order.date)}</time>
              </p>
              <p className="mt-1 font-semibold break-words">
                <span className="sr-only">{COURSE}: </span>
                {order.courseTitle}
              </p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums">
              <span className="sr-only">{AMOUNT}: </span>
              {formatRupees(order.amountPaise)}
            </p>
          </div>
          <div className="mt-3 flex items-center justify-between gap-3">
            <p className="min-w-0 text-sm break-all text-muted-foreground">
              <span className="sr-only">{EMAIL}: </span>
              {order.userEmail}
            </p>
            <span className="shrink-0">
              <span className="sr-only">{STATUS}: </span>
              <OrderStatusBadge status={order.status} />
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
