/** Sign-up and sign-in rules. No HTTP here. */
import { type SessionUser, type SignInInput, type SignUpInput } from '@cms/contract';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../passwords/index.js';
import { assertUncommonPassword } from '../../passwords/common-passwords.js';
import { normaliseEmail, toSessionUser, type UserRepository, type UserRow } from './repository.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import { authErrors } from './errors.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

/**
 * An address with this many failed sign-ins across all clients in the window (times the
 * per-client budget) is under attack from many clients: each client then gets a third of its
 * budget. Its owner is never locked out: a client within its own tries signs in with the right
 * password, and a failure counts against the failing client only.
 */
const UNDER_ATTACK_FACTOR = 5;
const UNDER_ATTACK_SHARE = 3;

/** The session user of an account that may sign in; a disabled one is refused (after its password was checked). */
function enabled(user: UserRow): SessionUser {
  if (user.disabledAt) throw authErrors.disabled();
  return toSessionUser(user);
}

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    /** Budgets per e-mail address (sign-up) and per address and client (sign-in), per 15 minutes. */
    private readonly attempts: AttemptLimiter,
  ) {}

  /** Counts an attempt against an e-mail address; refuses once the budget is spent. */
  private countAttempt(kind: string, email: string): Promise<void> {
    return this.attempts.consume(kind, normaliseEmail(email));
  }

  async signUp(input: SignUpInput): Promise<SessionUser> {
    await assertUncommonPassword(input.password, 'password');
    await this.countAttempt('signup', input.email);
    if (await this.users.byEmail(input.email)) throw authErrors.emailTaken();
    const created = await this.users.insert({
      name: input.name.replace(/\s+/g, ' ').trim(),
      email: input.email,
      passwordHash: await hashPassword(input.password),
    });
    if (!created) throw authErrors.emailTaken(); // lost a race with a concurrent sign-up
    return toSessionUser(created);
  }

  /**
   * Signs in from `client` (the caller's IP). Attempts are counted per address and client, before
   * the password is checked (so concurrent guesses cannot overrun the budget); a success clears
   * the client's count. Failures are also counted per address across all clients: past
   * UNDER_ATTACK_FACTOR budgets, every client's budget for the address shrinks.
   */
  async signIn(input: SignInInput, client: string): Promise<SessionUser> {
    const email = normaliseEmail(input.email);
    const perClient = `${client} ${email}`;
    const { points } = this.attempts;
    const underAttack = (await this.attempts.counted('signin-failed', email)) >= points * UNDER_ATTACK_FACTOR;
    await this.attempts.consume('signin', perClient, underAttack ? Math.ceil(points / UNDER_ATTACK_SHARE) : points);
    const user = await this.users.byEmail(email);
    let valid: boolean;
    if (user?.passwordHash) {
      valid = await verifyPassword(user.passwordHash, input.password);
    } else {
      await burnPasswordCheck(input.password);
      valid = false;
    }
    if (!user || !valid) {
      await this.attempts.record('signin-failed', email);
      throw authErrors.invalidCredentials();
    }
    await this.attempts.clear('signin', perClient);
    return enabled(user);
  }

  /** Finds or creates the user behind a Google identity. A new user starts with role Empty. */
  async googleSignIn(identity: GoogleIdentity): Promise<SessionUser> {
    const bySub = await this.users.byGoogleSub(identity.sub);
    if (bySub) return enabled(bySub);
    const byEmail = await this.users.byEmail(identity.email);
    if (byEmail) {
      // Only link an existing account when Google vouches for the address.
      if (!identity.emailVerified || byEmail.googleSub) throw authErrors.emailTaken();
      if (byEmail.disabledAt) throw authErrors.disabled();
      return toSessionUser(await this.users.linkGoogle(byEmail.id, identity.sub, byEmail.image ?? identity.picture));
    }
    const created = await this.users.insert({
      name: identity.name,
      email: identity.email,
      googleSub: identity.sub,
      image: identity.picture,
      role: 'Empty',
    });
    if (!created) throw authErrors.emailTaken();
    return toSessionUser(created);
  }
}
