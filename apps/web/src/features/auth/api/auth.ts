import {
  API,
  checkAuthResponseSchema,
  type AuthResponse,
  type MessageResponse,
  type PublicConfig,
  type SessionUser,
  type SignInInput,
  type SignUpInput,
} from '@cms/contract';
import { api } from '@/lib/api';

export interface AuthState {
  isAuthenticated: boolean;
  user: SessionUser | null;
}

export const UNAUTHENTICATED: AuthState = { isAuthenticated: false, user: null };

/**
 * Loads the current authentication state. Never throws: a non-OK answer or a network failure
 * is logged and leaves the user unauthenticated (spec section 8).
 */
export async function checkAuth(signal?: AbortSignal): Promise<AuthState> {
  let res: Response;
  try {
    res = await fetch(API.checkAuth, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Auth check failed:', error);
    return UNAUTHENTICATED;
  }
  if (!res.ok) {
    console.error(`Auth check failed: ${res.status} ${res.statusText}`);
    return UNAUTHENTICATED;
  }
  const parsed = checkAuthResponseSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    console.error('Auth check failed: unexpected response');
    return UNAUTHENTICATED;
  }
  const { success, user } = parsed.data;
  return success && user ? { isAuthenticated: true, user } : UNAUTHENTICATED;
}

export const signIn = (input: SignInInput) => api.post<AuthResponse>(API.signIn, input);
export const signUp = (input: SignUpInput) => api.post<MessageResponse>(API.signUp, input);
export const logout = () => api.post<MessageResponse>(API.logout);
export const getPublicConfig = (signal?: AbortSignal) => api.get<PublicConfig>(API.config, signal);
