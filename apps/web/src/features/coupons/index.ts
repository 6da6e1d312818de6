/** The coupons feature as the areas see it: the instructor's and the admins' Coupons page. */
export { CouponsPage } from './pages/coupons-page';
