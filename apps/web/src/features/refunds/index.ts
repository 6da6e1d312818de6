/** The refunds feature as other features and the areas see it: the admins' Refunds screen and the order detail's Refund. */
export { AdminRefundsPage } from './pages/admin-refunds-page';
export { RefundOrderDialog } from './components/refund-order-dialog';
