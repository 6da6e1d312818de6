export { SellerSettingsPage } from './pages/seller-settings-page';
