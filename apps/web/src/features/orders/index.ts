/** The orders feature as other features and the areas see it. */
export { BuyNowButton } from './components/buy-now-button';
export { PaymentReturnPage } from './pages/payment-return-page';
export { AdminOrdersPage } from './pages/admin-orders-page';
