export const EARNINGS_MSG = {
  // spec 2 / 8
  earningsDashboard: 'Earnings Dashboard',
  withdrawFunds: 'Withdraw Funds',
  errorTitle: 'Error',
  fetchFailed: 'Failed to fetch earnings',
  // ours
  totalEarnings: 'Total Earnings',
  thisMonth: 'This Month',
  lastMonth: 'Last Month',
  availableBalance: 'Available Balance',
  pendingWithdrawals: 'Pending Withdrawals',
  monthlyEarnings: 'Monthly Earnings',
  sales: 'Sales',
  noSales: 'No sales yet',
  noSalesHint: 'When a learner buys one of your courses, the sale shows here.',
  sortBy: 'Sort by',
  paidOut: 'Paid out',
  instructorNotFound: 'Instructor not found',
  /** Issue 21: prices include GST, and an earning is the price less the tax. */
  lessGst: 'Earnings are the course price less GST.',
} as const;
