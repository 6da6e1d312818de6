/**
 * Signed, short-lived URLs of HLS variant playlists and segments (issue 22): the master playlist is
 * authorised by the session like the video; the URLs it writes carry `exp` (Unix seconds) and `sig`
 * (HMAC-SHA256 of the path and `exp` under MEDIA_URL_SECRET, base64url). A player fetches them
 * without the session check (hls.js, Safari's native player, a CDN in front), and they stop working
 * after `exp`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedQuery {
  exp: number;
  sig: string;
}

export class UrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(path: string, exp: number): Buffer {
    return createHmac('sha256', this.secret).update(`${path}\n${exp}`).digest();
  }

  /**
   * The query of `path` valid for `seconds` from now; `exp` is rounded up to the minute so the same
   * URL is handed out for a while (caches keep it).
   */
  sign(path: string, seconds: number): SignedQuery {
    const exp = Math.ceil((this.now() / 1000 + seconds) / 60) * 60;
    return { exp, sig: this.mac(path, exp).toString('base64url') };
  }

  /** `path?exp=…&sig=…` */
  signedUrl(path: string, seconds: number, relativeTo = ''): string {
    const { exp, sig } = this.sign(path, seconds);
    return `${relativeTo}?exp=${exp}&sig=${sig}`;
  }

  /** The signature is right for `path` and `exp`, and `exp` has not passed. */
  verify(path: string, exp: number, sig: string): boolean {
    if (!Number.isSafeInteger(exp) || exp * 1000 < this.now()) return false;
    const given = Buffer.from(sig, 'base64url');
    const expected = this.mac(path, exp);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
