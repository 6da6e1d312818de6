/**
 * Google sign-in: OpenID Connect authorization-code flow with PKCE (openid-client, loaded with the
 * discovery at the first Google sign-in, not at start: docs/performance.md, restart).
 */
import type * as Oidc from 'openid-client';
import type { Config } from '../../config/index.js';
import type { GoogleIdentity } from './service.js';

export interface PendingLogin {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export class GoogleSignIn {
  private configuration: Promise<{ oidc: typeof Oidc; config: Oidc.Configuration }> | null = null;

  constructor(private readonly settings: NonNullable<Config['google']>) {}

  /** Discovery runs on first use and is retried after a failure. */
  private discover(): Promise<{ oidc: typeof Oidc; config: Oidc.Configuration }> {
    this.configuration ??= import('openid-client')
      .then(async (oidc) => ({
        oidc,
        config: await oidc.discovery(
          new URL(this.settings.issuer),
          this.settings.clientId,
          undefined,
          oidc.ClientSecretPost(this.settings.clientSecret),
          this.settings.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        ),
      }))
      .catch((err: unknown) => {
        this.configuration = null;
        throw err;
      });
    return this.configuration;
  }

  async start(redirectUri: string): Promise<{ url: string; pending: PendingLogin }> {
    const { oidc, config } = await this.discover();
    const pending: PendingLogin = {
      codeVerifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  async finish(currentUrl: URL, pending: PendingLogin): Promise<GoogleIdentity> {
    const { oidc, config } = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('No ID token');
    let email = typeof claims.email === 'string' ? claims.email : undefined;
    let name = typeof claims.name === 'string' ? claims.name : undefined;
    let picture = typeof claims.picture === 'string' ? claims.picture : undefined;
    let emailVerified = claims.email_verified === true;
    if (!email || !name) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      email ??= info.email;
      name ??= info.name;
      picture ??= info.picture;
      emailVerified ||= info.email_verified === true;
    }
    if (!email) throw new Error('The identity provider returned no e-mail address');
    return { sub: claims.sub, email, emailVerified, name: name ?? email.split('@')[0]!, picture: picture ?? null };
  }
}
