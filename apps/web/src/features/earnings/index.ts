/** The earnings feature as other features and the areas see it. */
export { formatGrowth, GrowthHint } from './components/growth-hint';
export { EarningsPage } from './pages/earnings-page';
export { SALE_AMOUNT, SALE_COURSE, SALE_DATE } from './components/sale-columns';
