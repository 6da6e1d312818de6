/** Sign-up and sign-in rules. No HTTP here. */
import { type SessionUser, type SignInInput, type SignUpInput } from '@cms/contract';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../passwords/index.js';
import { normaliseEmail, toSessionUser, type UserRepository } from './repository.js';
import { AttemptLimiter, EMAIL_WINDOW_SECONDS } from './attempt-limiter.js';
import { authErrors } from './errors.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

export class AuthService {
  private readonly perEmail: AttemptLimiter;

  constructor(
    private readonly users: UserRepository,
    emailAttemptsPer15Min: number,
  ) {
    this.perEmail = new AttemptLimiter(emailAttemptsPer15Min, EMAIL_WINDOW_SECONDS);
  }

  /** Counts an attempt against an e-mail address; refuses once the budget is spent. */
  private countAttempt(kind: string, email: string): Promise<void> {
    return this.perEmail.consume(kind, normaliseEmail(email));
  }

  async signUp(input: SignUpInput): Promise<SessionUser> {
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

  async signIn(input: SignInInput): Promise<SessionUser> {
    await this.countAttempt('signin', input.email);
    const user = await this.users.byEmail(input.email);
    if (!user?.passwordHash) {
      await burnPasswordCheck(input.password);
      throw authErrors.invalidCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw authErrors.invalidCredentials();
    await this.perEmail.clear('signin', normaliseEmail(input.email));
    return toSessionUser(user);
  }

  /** Finds or creates the user behind a Google identity. A new user starts with role Empty. */
  async googleSignIn(identity: GoogleIdentity): Promise<SessionUser> {
    const bySub = await this.users.byGoogleSub(identity.sub);
    if (bySub) return toSessionUser(bySub);
    const byEmail = await this.users.byEmail(identity.email);
    if (byEmail) {
      // Only link an existing account when Google vouches for the address.
      if (!identity.emailVerified || byEmail.googleSub) throw authErrors.emailTaken();
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
