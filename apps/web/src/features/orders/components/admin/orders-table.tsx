import {
  ADMIN_ORDER_COLUMNS,
  formatRupees,
  ORDER_DETAIL_MSG,
  type AdminOrder,
  type AdminOrderSort,
  type SortDirection,
} from '@cms/contract';
import { DataTable, type DataColumn, type TableSort } from '@/components/ui/data-table';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { cn } from '@/lib/utils';
import { formatOrderTime } from '../../order-time';

const [NUMBER, DATE, STATUS, COURSE, EMAIL, AMOUNT] = ADMIN_ORDER_COLUMNS;

/** The direction a column sorts in first: newest and largest first, names from A. */
const firstDirection = (sort: AdminOrderSort): SortDirection => (sort === 'date' || sort === 'amount' ? 'desc' : 'asc');

/** A click on a column: the same column flips its direction, another starts at its first one. */
export const sortAfterClick = (current: { sort: AdminOrderSort; dir: SortDirection }, column: AdminOrderSort) => ({
  sort: column,
  dir: column === current.sort ? (current.dir === 'asc' ? 'desc' : 'asc') : firstDirection(column),
});

/** How a row opens its order's detail: the course title as a button (named "View details: <course>"). */
interface RowActions {
  timeZone: string;
  onOpen: (order: AdminOrder) => void;
}

function OpenOrder({
  order,
  onOpen,
  className,
}: {
  order: AdminOrder;
  onOpen: RowActions['onOpen'];
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`${ORDER_DETAIL_MSG.open}: ${order.courseTitle}`}
      onClick={() => onOpen(order)}
      className={cn(
        'rounded-sm text-left underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      {order.courseTitle}
    </button>
  );
}

/** The # of a row: its position over all pages. */
const columns = (firstNumber: number, { timeZone, onOpen }: RowActions): DataColumn<AdminOrder, AdminOrderSort>[] => [
  {
    header: NUMBER,
    headClassName: 'w-12 tracking-wide',
    className: 'text-muted-foreground tabular-nums',
    cell: (_, i) => firstNumber + i,
  },
  {
    header: DATE,
    sortKey: 'date',
    className: 'whitespace-nowrap tabular-nums',
    cell: (order) => <time dateTime={order.date}>{formatOrderTime(order.date, timeZone)}</time>,
  },
  { header: STATUS, sortKey: 'status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  {
    header: COURSE,
    sortKey: 'course',
    className: 'max-w-64 font-medium',
    cell: (order) => <OpenOrder order={order} onOpen={onOpen} className="line-clamp-2" />,
  },
  {
    header: EMAIL,
    sortKey: 'email',
    className: 'max-w-64 break-all text-muted-foreground',
    cell: (order) => order.userEmail,
  },
  {
    header: AMOUNT,
    sortKey: 'amount',
    headClassName: 'text-right [&>button]:flex-row-reverse',
    className: 'text-right font-semibold whitespace-nowrap tabular-nums',
    cell: (order) => formatRupees(order.amountPaise),
  },
];

/** One order on phones, instead of the wide table's row. */
function OrderCard({ order, number, timeZone, onOpen }: { order: AdminOrder; number: number } & RowActions) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground tabular-nums">
            #{number} · <span className="sr-only">{DATE}: </span>
            <time dateTime={order.date}>{formatOrderTime(order.date, timeZone)}</time>
          </p>
          <p className="mt-1 font-semibold break-words">
            <OpenOrder order={order} onOpen={onOpen} />
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
    </>
  );
}

/** The orders: a table with # over all pages and sortable headers (tablets and desktops), cards on phones. */
export function OrdersTable({
  orders,
  firstNumber,
  sort,
  busy,
  timeZone,
  onOpen,
}: RowActions & {
  orders: AdminOrder[];
  /** The # of the first row (its position over all pages). */
  firstNumber: number;
  sort: TableSort<AdminOrderSort>;
  busy: boolean;
}) {
  return (
    <DataTable
      caption="Orders"
      columns={columns(firstNumber, { timeZone, onOpen })}
      rows={orders}
      rowKey={(order) => order.id}
      headPad="px-4 py-2"
      headRule
      rowClassName="transition-colors hover:bg-muted/40"
      busy={busy}
      sort={sort}
      cards={{
        as: 'ol',
        render: (order, i) => <OrderCard order={order} number={firstNumber + i} timeZone={timeZone} onOpen={onOpen} />,
      }}
    />
  );
}
