/** The withdrawals feature as other features and the areas see it. */
export { WithdrawalStatusBadge } from './components/withdrawal-status-badge';
export { WithdrawalsPage } from './pages/withdrawals-page';
export { AdminWithdrawalsPage } from './pages/admin-withdrawals-page';
