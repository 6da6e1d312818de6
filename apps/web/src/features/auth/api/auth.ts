import {
  API,
  ROLES,
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The user of a check-auth answer shaped like the contract's checkAuthResponseSchema (null when
 * signed out), or undefined when the answer has another shape. Checked by hand: the session check
 * runs on the first screen, which does not load zod.
 */
export function sessionUserOf(body: unknown): SessionUser | null | undefined {
  if (!isRecord(body) || typeof body.success !== 'boolean') return undefined;
  const { user } = body;
  if (user === null) return null;
  if (!isRecord(user)) return undefined;
  const { userId, role, name, email, image } = user;
  const fits =
    typeof userId === 'string' &&
    typeof role === 'string' &&
    (ROLES as readonly string[]).includes(role) &&
    typeof name === 'string' &&
    typeof email === 'string' &&
    (image === null || typeof image === 'string');
  if (!fits) return undefined;
  return body.success ? ({ userId, role, name, email, image } as SessionUser) : null;
}

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
  const user = sessionUserOf(await res.json().catch(() => null));
  if (user === undefined) {
    console.error('Auth check failed: unexpected response');
    return UNAUTHENTICATED;
  }
  return user ? { isAuthenticated: true, user } : UNAUTHENTICATED;
}

export const signIn = (input: SignInInput) => api.post<AuthResponse>(API.signIn, input);
export const signUp = (input: SignUpInput) => api.post<MessageResponse>(API.signUp, input);
export const logout = () => api.post<MessageResponse>(API.logout);
export const getPublicConfig = (signal?: AbortSignal) => api.get<PublicConfig>(API.config, signal);
