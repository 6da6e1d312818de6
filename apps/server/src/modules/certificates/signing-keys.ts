/**
 * The server's Ed25519 signing keys, kept in the database (`signing_keys`): the first start creates
 * one, the newest signs, and every key's public half stays published in the JWK set so credentials
 * signed by an older key still verify. Private members never leave this file.
 */
import { desc, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Jwks } from '@cms/contract';
import type { Db } from '../../db/client.js';
import { signingKeys } from '../../db/schema/index.js';

export const SIGNING_ALG = 'EdDSA';

/** A key that signs: its id (the JWK thumbprint) and the private key. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/** Any number the processes of this app agree on, naming the lock that serialises the first key's creation. */
const KEY_CREATION_LOCK = 7_200_311;

/** The public members of an Ed25519 JWK, with its id, algorithm and use. */
export function publicJwk(jwk: JWK, kid: string): Jwks['keys'][number] {
  return { kty: jwk.kty!, crv: jwk.crv!, x: jwk.x!, kid, alg: SIGNING_ALG, use: 'sig' };
}

export class SigningKeys {
  private current: Promise<SigningKey> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * The key that signs: the newest in the table, created when the table is empty. Two processes
   * starting at once take a transaction-scoped advisory lock first, so only the first creates a
   * key; the other finds it.
   */
  signingKey(): Promise<SigningKey> {
    this.current ??= this.loadOrCreate().catch((err: unknown) => {
      this.current = null;
      throw err;
    });
    return this.current;
  }

  private async loadOrCreate(): Promise<SigningKey> {
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK})`);
      const [newest] = await tx.select().from(signingKeys).orderBy(desc(signingKeys.createdAt)).limit(1);
      if (newest) return newest;
      const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { crv: 'Ed25519', extractable: true });
      const publicJwkFull = await exportJWK(publicKey);
      const kid = await calculateJwkThumbprint(publicJwkFull);
      const created = { kid, publicJwk: publicJwk(publicJwkFull, kid), privateJwk: await exportJWK(privateKey) };
      await tx.insert(signingKeys).values(created).onConflictDoNothing();
      const [inserted] = await tx.select().from(signingKeys).orderBy(desc(signingKeys.createdAt)).limit(1);
      return inserted!;
    });
    const privateKey = (await importJWK(row.privateJwk as JWK, SIGNING_ALG)) as CryptoKey;
    return { kid: row.kid, privateKey };
  }

  /** Every key's public half: the JWK set anyone verifies credentials with. */
  async jwks(): Promise<Jwks> {
    const rows = await this.db
      .select({ kid: signingKeys.kid, publicJwk: signingKeys.publicJwk })
      .from(signingKeys)
      .orderBy(desc(signingKeys.createdAt));
    return { keys: rows.map((r) => publicJwk(r.publicJwk as JWK, r.kid)) };
  }
}
