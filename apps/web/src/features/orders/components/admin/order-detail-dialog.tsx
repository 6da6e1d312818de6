/**
 * One order, opened from a row of the admins' orders list: the buyer, the course and amount, the
 * payment provider and its references, the status history and the payout, if any. Times are in the
 * college's time zone, named, like the list and the CSV. A paid order (not a 100 % coupon's) can be
 * refunded outright from here (issue 21), with a reason.
 */
import {
  formatRupees,
  invoicePdfPath,
  ORDER_DETAIL_MSG,
  ORDER_EVENT_LABELS,
  PAYMENT_PROVIDER_LABELS,
  type AdminOrderDetail,
} from '@cms/contract';
import type { ReactNode } from 'react';
import { QueryErrorState } from '@/components/error-state';
import { factOfLook } from '@/components/fact';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { RefundOrderDialog } from '@/features/refunds';
import { isApiError } from '@/lib/api';
import { useAdminOrder } from '../../api/admin-orders';
import { formatOrderTime } from '../../order-time';

const Fact = factOfLook({
  className: 'flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4',
  labelClassName: 'shrink-0 text-muted-foreground',
  valueClassName: 'min-w-0 font-medium break-words sm:text-right',
});

/** A provider's id: monospaced, broken anywhere (they are long), "—" when there is none. */
const Reference = ({ value }: { value: string | null }) =>
  value ? <span className="font-mono text-xs break-all">{value}</span> : <>{ORDER_DETAIL_MSG.none}</>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-2 rounded-xl border bg-muted/40 p-4 text-sm">{children}</dl>;
}

/** Paid (Approval) and something was paid: an admin may refund it outright. */
const refundable = ({ order }: AdminOrderDetail) =>
  order.status === 'Approval' && order.provider !== 'free' && order.amountPaise > 0;

function OrderDetailBody({ detail }: { detail: AdminOrderDetail }) {
  const { order, buyer, history, payout, timeZone } = detail;
  const when = (iso: string) => formatOrderTime(iso, timeZone);
  return (
    <div className="grid gap-5">
      <Section title={ORDER_DETAIL_MSG.buyer}>
        <Facts>
          <Fact label="Name">{buyer.name}</Fact>
          <Fact label="Email">
            <span className="break-all">{buyer.email}</span>
          </Fact>
        </Facts>
      </Section>

      <Section title="Order">
        <Facts>
          <Fact label={ORDER_DETAIL_MSG.course}>{order.courseTitle}</Fact>
          <Fact label={ORDER_DETAIL_MSG.amount}>
            <span className="tabular-nums">{formatRupees(order.amountPaise)}</span>
          </Fact>
          {order.discountPaise > 0 ? (
            <Fact label={ORDER_DETAIL_MSG.discount}>
              <span className="tabular-nums">
                −{formatRupees(order.discountPaise)}
                {order.couponCode ? ` (${order.couponCode})` : ''}
              </span>
            </Fact>
          ) : null}
          {order.taxPaise > 0 ? (
            <Fact label={ORDER_DETAIL_MSG.gst}>
              <span className="tabular-nums">{formatRupees(order.taxPaise)}</span>
            </Fact>
          ) : null}
          <Fact label={ORDER_DETAIL_MSG.status}>
            <OrderStatusBadge status={order.status} />
          </Fact>
          {detail.invoice ? (
            <Fact label={ORDER_DETAIL_MSG.invoice}>
              <a
                href={invoicePdfPath(detail.invoice.id)}
                download
                className="font-medium text-primary tabular-nums underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {detail.invoice.number} (PDF)
              </a>
            </Fact>
          ) : null}
          <Fact label={ORDER_DETAIL_MSG.provider}>{PAYMENT_PROVIDER_LABELS[order.provider] ?? order.provider}</Fact>
          <Fact label={ORDER_DETAIL_MSG.paymentId}>
            <Reference value={order.paymentId} />
          </Fact>
          <Fact label={ORDER_DETAIL_MSG.captureId}>
            <Reference value={order.captureId} />
          </Fact>
          {order.payerId ? (
            <Fact label={ORDER_DETAIL_MSG.payerId}>
              <Reference value={order.payerId} />
            </Fact>
          ) : null}
        </Facts>
      </Section>

      <Section title={ORDER_DETAIL_MSG.history}>
        <ol className="grid gap-2 rounded-xl border p-4 text-sm">
          {history.map((entry) => (
            <li key={entry.event} className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
              <span className="font-medium">{ORDER_EVENT_LABELS[entry.event]}</span>
              <span className="text-muted-foreground tabular-nums sm:text-right">
                <time dateTime={entry.at}>{when(entry.at)}</time>
                {entry.note ? <span className="block text-xs break-words">{entry.note}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={ORDER_DETAIL_MSG.payout}>
        {payout ? (
          <Facts>
            <Fact label={ORDER_DETAIL_MSG.amount}>
              <span className="tabular-nums">{formatRupees(payout.amountPaise)}</span>
            </Fact>
            <Fact label={ORDER_DETAIL_MSG.payoutReference}>
              <span className="font-mono break-all">{payout.reference}</span>
            </Fact>
            <Fact label={ORDER_DETAIL_MSG.payoutWhen}>
              <time dateTime={payout.recordedAt}>{when(payout.recordedAt)}</time>
            </Fact>
            <Fact label={ORDER_DETAIL_MSG.payoutBy}>
              {payout.recordedBy.name}
              <span className="block text-xs font-normal break-all text-muted-foreground">
                {payout.recordedBy.email}
              </span>
            </Fact>
          </Facts>
        ) : (
          <p className="text-sm text-muted-foreground">{ORDER_DETAIL_MSG.noPayout}</p>
        )}
      </Section>
      {refundable(detail) ? (
        <div className="flex justify-end border-t pt-4">
          <RefundOrderDialog
            orderId={order.id}
            provider={order.provider}
            summary={`${order.courseTitle} · ${formatRupees(order.amountPaise)} · ${buyer.name}`}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The order detail dialog of `orderId`; closed when null. */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const query = useAdminOrder(orderId);
  const detail = query.data;
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl" aria-busy={query.isPending}>
        <DialogHeader>
          <DialogTitle>{ORDER_DETAIL_MSG.title}</DialogTitle>
          <DialogDescription>
            {detail
              ? `${detail.order.courseTitle} · ${formatRupees(detail.order.amountPaise)} · ${ORDER_DETAIL_MSG.timesIn(
                  detail.timeZone,
                )}`
              : ORDER_DETAIL_MSG.loading}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div role="status" aria-label={ORDER_DETAIL_MSG.loading} className="grid gap-3">
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-40 rounded-xl" />
            <Skeleton className="h-24 rounded-xl" />
          </div>
        ) : query.isError ? (
          isApiError(query.error) && query.error.status === 404 ? (
            <p role="alert" className="text-sm">
              {ORDER_DETAIL_MSG.notFound}
            </p>
          ) : (
            <QueryErrorState query={query} fallback={ORDER_DETAIL_MSG.loadFailed} />
          )
        ) : (
          <OrderDetailBody detail={query.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
