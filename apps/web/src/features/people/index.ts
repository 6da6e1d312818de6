/** The people feature (the admins' leads and users lists) as other features and the areas see it. */
export { LeadsPage } from './pages/leads-page';
export { UsersPage } from './pages/users-page';
