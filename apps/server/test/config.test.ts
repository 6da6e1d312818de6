/** Configuration from environment variables, validated at start-up. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/index.js';

/** The message of the ConfigError loadConfig refuses `env` with (failing when it accepts it or throws another error). */
function refusalOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('works on a fresh machine with no settings', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.storage.uploadDir).toBe(path.resolve('./data/uploads'));
    expect(c.demoData).toBe(true);
    expect(c.google).toBeNull();
    expect(c.sessionTtlMs).toBe(7 * 24 * 3600_000);
    expect(c.rateLimit).toEqual({ authPerMinute: 20, emailPer15Min: 10, messagesPerMinute: 30 });
    expect(c.timeouts).toEqual({ requestMs: 30_000, idleMs: 10_000, uploadMs: 900_000, maxConnections: 2000 });
    expect(c.cookieSecure).toBe('auto');
    expect(c.payments).toEqual({ offered: ['sandbox'], paypal: null, razorpay: null });
  });

  it.each([['abc'], ['-1'], ['70000'], ['3.5']])('refuses PORT=%s, naming PORT', (port) => {
    expect(refusalOf({ PORT: port })).toMatch(/\bPORT\b/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, naming DATABASE_URL', () => {
    const message = refusalOf({ DATABASE_URL: 'mysql://x' });
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toMatch(/\bPORT\b/);
  });

  it('names every bad variable at once', () => {
    const message = refusalOf({ PORT: 'abc', LOG_LEVEL: 'loud', SESSION_TTL_HOURS: '0', PUBLIC_URL: 'not a url' });
    for (const name of ['PORT', 'LOG_LEVEL', 'SESSION_TTL_HOURS', 'PUBLIC_URL']) expect(message).toContain(name);
  });

  it('wants the Google client id and secret together', () => {
    expect(refusalOf({ GOOGLE_CLIENT_ID: 'id' })).toContain('GOOGLE_CLIENT_SECRET');
    expect(refusalOf({ GOOGLE_CLIENT_SECRET: 's' })).toContain('GOOGLE_CLIENT_ID');
    const c = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' });
    expect(c.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 's',
      allowInsecure: false,
    });
  });

  it('reads the values it is given', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u@db:5432/cms',
      PUBLIC_URL: 'https://cms.example.edu/',
      SESSION_TTL_HOURS: '2',
      RATE_LIMIT_AUTH_PER_MINUTE: '5',
      RATE_LIMIT_EMAIL_PER_15_MIN: '7',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '3',
      REQUEST_TIMEOUT_MS: '20000',
      IDLE_TIMEOUT_MS: '5000',
      UPLOAD_TIMEOUT_MS: '60000',
      MAX_CONNECTIONS: '0',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: 'yes',
      DATA_DIR: '/srv/cms',
      UPLOAD_DIR: '/srv/media',
    });
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBe('postgresql://u@db:5432/cms');
    expect(c.demoData).toBe(false); // no demo data in a real database unless asked for
    expect(c.publicUrl).toBe('https://cms.example.edu');
    expect(c.sessionTtlMs).toBe(2 * 3600_000);
    expect(c.rateLimit).toEqual({ authPerMinute: 5, emailPer15Min: 7, messagesPerMinute: 3 });
    expect(c.timeouts).toEqual({ requestMs: 20_000, idleMs: 5000, uploadMs: 60_000, maxConnections: 0 });
    expect(c.cookieSecure).toBe(true);
    expect(c.trustProxy).toBe(true);
    expect(c.dataDir).toBe('/srv/cms');
    expect(c.storage.uploadDir).toBe('/srv/media');
  });

  it('takes the college time zone from TIME_ZONE (default Asia/Kolkata) and refuses an unknown zone', () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ TIME_ZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(refusalOf({ TIME_ZONE: 'Mars/Olympus_Mons' })).toMatch(/TIME_ZONE: must be an IANA time zone/);
  });

  it('holds no role for approval by default (the spec); ROLE_APPROVAL names instructor, lead or both', () => {
    expect(loadConfig({}).roleApproval).toEqual([]);
    expect(loadConfig({ ROLE_APPROVAL: 'none' }).roleApproval).toEqual([]);
    expect(loadConfig({ ROLE_APPROVAL: 'instructor' }).roleApproval).toEqual(['Instructor']);
    expect(loadConfig({ ROLE_APPROVAL: 'Lead' }).roleApproval).toEqual(['Lead']);
    expect(loadConfig({ ROLE_APPROVAL: 'both' }).roleApproval).toEqual(['Instructor', 'Lead']);
    expect(loadConfig({ ROLE_APPROVAL: 'instructor, lead' }).roleApproval).toEqual(['Instructor', 'Lead']);
    expect(refusalOf({ ROLE_APPROVAL: 'student' })).toMatch(/ROLE_APPROVAL: must be none, instructor, lead or both/);
  });

  it('keeps mail in the outbox without SMTP_URL; SMTP needs an smtp(s) URL and PUBLIC_URL for the links in mail', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: 'CMS <no-reply@cms.local>', pollMs: 5000 });
    const smtp = loadConfig({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://cms.example.edu/',
      MAIL_POLL_MS: '250',
    });
    expect(smtp.mail).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'CMS <no-reply@cms.local>', pollMs: 250 });
    expect(refusalOf({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toMatch(/PUBLIC_URL: required when SMTP_URL is set/);
    expect(refusalOf({ SMTP_URL: 'http://mail.example.edu', PUBLIC_URL: 'https://cms.example.edu' })).toMatch(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  describe('storage', () => {
    const bucket = { STORAGE_DRIVER: 's3', S3_BUCKET: 'cms-media' };

    it('is the local disk by default', () => {
      expect(loadConfig({}).storage).toEqual({ driver: 'local', uploadDir: path.resolve('./data/uploads') });
    });

    it('reads the S3 settings', () => {
      const c = loadConfig({
        ...bucket,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        DATA_DIR: '/srv/cms',
      });
      expect(c.storage).toEqual({
        driver: 's3',
        uploadDir: '/srv/cms/uploads',
        s3: {
          bucket: 'cms-media',
          region: 'us-east-1',
          endpoint: 'http://127.0.0.1:9000',
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
          forcePathStyle: true,
        },
      });
      const aws = loadConfig({ ...bucket, S3_REGION: 'ap-south-1' });
      expect(aws.storage).toMatchObject({
        s3: { region: 'ap-south-1', endpoint: undefined, credentials: undefined, forcePathStyle: false },
      });
    });

    it.each([
      [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
      [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
      [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
      [{ ...bucket, S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
      [{ ...bucket, S3_REGION: 'Mumbai!' }, 'S3_REGION'],
      [{ ...bucket, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
      [{ ...bucket, S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
      [{ ...bucket, S3_SECRET_ACCESS_KEY: 's' }, 'S3_ACCESS_KEY_ID'],
    ])('refuses %o, naming %s', (env, name) => {
      expect(refusalOf(env)).toContain(name);
    });
  });

  describe('payments', () => {
    const creds = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' };
    const razorpay = {
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    };

    it('offers the sandbox without credentials and PayPal (sandbox API) with them', () => {
      expect(loadConfig({}).payments).toEqual({ offered: ['sandbox'], paypal: null, razorpay: null });
      expect(loadConfig(creds).payments).toEqual({
        offered: ['paypal'],
        paypal: {
          clientId: 'client',
          clientSecret: 'secret',
          mode: 'sandbox',
          baseUrl: 'https://api-m.sandbox.paypal.com',
        },
        razorpay: null,
      });
    });

    it('offers Razorpay with its three settings (its API and Checkout script by default), before PayPal', () => {
      expect(loadConfig(razorpay).payments).toEqual({
        offered: ['razorpay'],
        paypal: null,
        razorpay: {
          keyId: 'rzp_test_key',
          keySecret: 'key-secret',
          webhookSecret: 'hook',
          baseUrl: 'https://api.razorpay.com',
          checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        },
      });
      expect(loadConfig({ ...creds, ...razorpay }).payments.offered).toEqual(['razorpay', 'paypal']);
      const local = loadConfig({
        ...razorpay,
        RAZORPAY_BASE_URL: 'http://127.0.0.1:4020/',
        RAZORPAY_CHECKOUT_URL: 'http://localhost:4020/v1/checkout.js',
      });
      expect(local.payments.razorpay).toMatchObject({
        baseUrl: 'http://127.0.0.1:4020',
        checkoutUrl: 'http://localhost:4020/v1/checkout.js',
      });
    });

    it('picks the live API by PAYPAL_MODE, and PAYPAL_BASE_URL overrides it', () => {
      expect(loadConfig({ ...creds, PAYPAL_MODE: 'live' }).payments.paypal?.baseUrl).toBe('https://api-m.paypal.com');
      const local = loadConfig({ ...creds, PAYPAL_MODE: 'live', PAYPAL_BASE_URL: 'http://127.0.0.1:4010/' });
      expect(local.payments.paypal).toMatchObject({ mode: 'live', baseUrl: 'http://127.0.0.1:4010' });
    });

    it('an explicit PAYMENT_PROVIDER offers that one only: sandbox wins over configured credentials', () => {
      const c = loadConfig({ ...creds, ...razorpay, PAYMENT_PROVIDER: 'sandbox' });
      expect(c.payments.offered).toEqual(['sandbox']);
      expect(c.payments.paypal?.clientId).toBe('client');
      expect(loadConfig({ ...creds, ...razorpay, PAYMENT_PROVIDER: 'paypal' }).payments.offered).toEqual(['paypal']);
      expect(loadConfig({ ...creds, ...razorpay, PAYMENT_PROVIDER: 'razorpay' }).payments.offered).toEqual([
        'razorpay',
      ]);
      // Several, in the order given (the browser journeys offer the sandbox beside the Razorpay stand-in).
      expect(loadConfig({ ...razorpay, PAYMENT_PROVIDER: 'sandbox, Razorpay' }).payments.offered).toEqual([
        'sandbox',
        'razorpay',
      ]);
    });

    it.each([
      [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYPAL_CLIENT_ID'],
      [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER'],
      [{ PAYMENT_PROVIDER: 'sandbox,stripe' }, 'PAYMENT_PROVIDER'],
      [{ PAYMENT_PROVIDER: 'sandbox,sandbox' }, 'PAYMENT_PROVIDER'],
      [{ PAYMENT_PROVIDER: 'sandbox,razorpay' }, 'RAZORPAY_KEY_ID'],
      [{ PAYMENT_PROVIDER: 'razorpay' }, 'RAZORPAY_KEY_ID'],
      [{ RAZORPAY_KEY_ID: 'key' }, 'RAZORPAY_WEBHOOK_SECRET'],
      [{ RAZORPAY_KEY_ID: 'key', RAZORPAY_KEY_SECRET: 'secret' }, 'RAZORPAY_WEBHOOK_SECRET'],
      [{ ...razorpay, RAZORPAY_BASE_URL: 'http://api.razorpay.example.com' }, 'RAZORPAY_BASE_URL'],
      [{ ...razorpay, RAZORPAY_BASE_URL: 'not a url' }, 'RAZORPAY_BASE_URL'],
      [{ ...razorpay, RAZORPAY_CHECKOUT_URL: 'http://checkout.example.com/v1/checkout.js' }, 'RAZORPAY_CHECKOUT_URL'],
      [{ PAYPAL_CLIENT_ID: 'client' }, 'PAYPAL_CLIENT_SECRET'],
      [{ PAYPAL_CLIENT_SECRET: 'secret' }, 'PAYPAL_CLIENT_ID'],
      [{ ...creds, PAYPAL_MODE: 'test' }, 'PAYPAL_MODE'],
      [{ ...creds, PAYPAL_BASE_URL: 'not a url' }, 'PAYPAL_BASE_URL'],
      [{ ...creds, PAYPAL_BASE_URL: 'http://paypal.example.com' }, 'PAYPAL_BASE_URL'],
    ])('refuses %o, naming %s', (env, name) => {
      expect(refusalOf(env)).toContain(name);
    });
  });
});
