/**
 * The admins' orders screen (spec 2 "Orders", 8 "Admin orders", 9 success rate, average order
 * value, date filters, CSV). Filters, stats, sorting and pagination are the server's; the CSV is
 * streamed by the server with the same filters.
 */
import { z } from 'zod';
import { orderCourseShape } from './checkout.js';
import { ORDER_STATUSES, type OrderStatus } from './orders.js';
import { SORT_DIRECTIONS, listQuerySchema, pageOf, searchQuery } from './paging.js';

/**
 * Spec 2 status filter. success = Approval; pending = Pending; failed = Rejected (the provider
 * refused or the capture failed); ours: cancelled = Cancelled (the buyer cancelled or the checkout
 * expired), a filter of its own so that failed payments are not mixed with abandoned checkouts.
 */
export const ORDER_FILTERS = ['all', 'success', 'pending', 'failed', 'cancelled', 'refunded'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export const ORDER_FILTER_STATUSES: Record<Exclude<OrderFilter, 'all'>, readonly OrderStatus[]> = {
  success: ['Approval'],
  pending: ['Pending'],
  failed: ['Rejected'],
  cancelled: ['Cancelled'],
  refunded: ['Refunded'],
};
export const ORDER_FILTER_LABELS: Record<OrderFilter, string> = {
  all: 'All statuses',
  success: 'Success',
  pending: 'Pending',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
/** How a status is shown to admins (spec 4: Approval is shown as success). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Approval: 'success',
  Pending: 'pending',
  Rejected: 'failed',
  Cancelled: 'cancelled',
  Refunded: 'refunded',
};

/** Spec 2 / 9 date range: calendar days in the college's time zone. */
export const DATE_RANGES = ['all', 'today', '7d', '30d'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  all: 'All time',
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

export const ADMIN_ORDER_SORTS = ['date', 'amount', 'status', 'course', 'email'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** Spec 2 table columns. */
export const ADMIN_ORDER_COLUMNS = ['#', 'Date', 'Status', 'Course Name', 'User Email', 'Amount'] as const;
/** Spec 9 CSV columns and file name. */
export const ORDERS_CSV_COLUMNS = ['Date', 'Status', 'Course', 'Email', 'Amount'] as const;
export const ordersCsvFileName = (date: string) => `orders-${date}.csv`;

export const adminOrdersQuerySchema = listQuerySchema({
  search: searchQuery,
  status: z.enum(ORDER_FILTERS).default('all'),
  range: z.enum(DATE_RANGES).default('all'),
  sort: z.enum(ADMIN_ORDER_SORTS).default('date'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
/** The CSV takes the same filters and sort, without pagination. */
export const ordersCsvQuerySchema = adminOrdersQuerySchema.omit({ page: true, pageSize: true });
export type OrdersCsvQuery = z.infer<typeof ordersCsvQuerySchema>;

export const adminOrderSchema = z.object({
  id: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  ...orderCourseShape,
  userEmail: z.string(),
  instructorId: z.string(),
  amountPaise: z.number().int(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** Over every order matching the filters (not only the page). */
export const orderStatsSchema = z.object({
  /** Sum of the successful (Approval) orders. */
  totalRevenuePaise: z.number().int(),
  totalOrders: z.number().int(),
  successfulOrders: z.number().int(),
  /** successful / total × 100, one decimal; 0 with no orders. */
  successRate: z.number(),
  /** Revenue / successful orders, rounded to the paisa (2 decimals in rupees); 0 with none. */
  avgOrderValuePaise: z.number().int(),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

/** `timeZone`: the college's (config TIME_ZONE), the zone the screen shows dates in, like the CSV. */
export const adminOrdersSchema = pageOf('orders', adminOrderSchema, { stats: orderStatsSchema, timeZone: z.string() });
export type AdminOrders = z.infer<typeof adminOrdersSchema>;

/** Spec 9 success rate (one decimal) and average order value (whole paise). */
export function orderStats(totalOrders: number, successfulOrders: number, revenuePaise: number): OrderStats {
  return {
    totalRevenuePaise: revenuePaise,
    totalOrders,
    successfulOrders,
    successRate: totalOrders === 0 ? 0 : Math.round((successfulOrders / totalOrders) * 1000) / 10,
    avgOrderValuePaise: successfulOrders === 0 ? 0 : Math.round(revenuePaise / successfulOrders),
  };
}
