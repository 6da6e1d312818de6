/** The auth feature as other features and the areas see it. */
export { type AuthState, UNAUTHENTICATED } from './api/auth';
export { AUTH_QUERY_KEY, useAuth, useSetAuth } from './api/use-auth';
export { useLogout } from './api/use-logout';
export { useGreeting } from './api/use-greeting';
export { ChangePasswordButton } from './components/change-password-dialog';
