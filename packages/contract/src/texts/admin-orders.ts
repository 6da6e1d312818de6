export const ADMIN_ORDERS_MSG = {
  title: 'Orders',
  // spec 2 / 8
  totalRevenue: 'Total Revenue',
  totalOrders: 'Total Orders',
  successRate: 'Success Rate',
  avgOrderValue: 'Avg. Order Value',
  downloadCsv: 'Download CSV',
  noOrders: 'No orders found',
  errorTitle: 'Error',
  fetchFailed: 'Failed to fetch orders. Please try again later.',
  // ours
  searchPlaceholder: 'Search by course name or email...',
  subtitle: 'Every order placed on the platform.',
  /** Under the table: the zone of the dates shown (the CSV's too). */
  datesIn: (timeZone: string) => `Dates are in ${timeZone} time, as in the CSV.`,
} as const;
