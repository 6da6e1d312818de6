/** The purchases feature as the areas see it. */
export { PurchasesPage } from './pages/purchases-page';
