/** The auth feature as other features and the areas see it. */
export { type AuthState, UNAUTHENTICATED } from './api/auth';
export { AUTH_QUERY_KEY, useAuth, useLogout, useSetAuth } from './api/use-auth';
export { ChangePasswordButton } from './components/change-password-dialog';
