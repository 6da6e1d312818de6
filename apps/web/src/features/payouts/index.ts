/** The payouts feature (Process Payment) as other features and the areas see it. */
export { PayPage } from './pages/pay-page';
