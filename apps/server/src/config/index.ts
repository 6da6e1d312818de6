/** Configuration from environment variables, validated once at start-up. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@cms/contract';
import { resolveFfmpeg } from '../video/ffmpeg-path.js';

/** Razorpay's API origin (RAZORPAY_BASE_URL overrides it). */
export const RAZORPAY_BASE_URL = 'https://api.razorpay.com';
/** Razorpay Checkout's script, loaded by the app's checkout step only. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the app, e.g. https://cms.example.edu: every link in mail, redirects and the Origin check. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DEMO_DATA: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24 * 7),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_EMAIL_PER_15_MIN: z.coerce.number().int().positive().default(10),
  /** Messages and replies one user may send per minute (each route its own budget). */
  RATE_LIMIT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** A request's body (all but uploads) must have arrived this long after its headers (milliseconds). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** A body that sends no byte for this long is cut off with 408, uploads included (milliseconds). */
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  /** A whole upload (multipart) may take this long while it keeps making progress (milliseconds). */
  UPLOAD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(24 * 3_600_000)
    .default(15 * 60_000),
  /** Open connections at most; further ones are refused until some close (0: no cap). */
  MAX_CONNECTIONS: z.coerce.number().int().min(0).default(2000),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  UPLOAD_DIR: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  /** For S3-compatible servers (MinIO, R2, …); AWS when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Only for tests against a local identity provider over http. */
  GOOGLE_ALLOW_INSECURE: bool.default(false),
  /**
   * Offer only this provider (sandbox: the app's own checkout page, whatever is configured), or these
   * (comma-separated, in the order Buy Now shows them). Unset: every configured real provider
   * (Razorpay, then PayPal), else the sandbox.
   */
  PAYMENT_PROVIDER: z
    .string()
    .transform((v) => v.split(',').map((name) => name.trim().toLowerCase()))
    .pipe(
      z
        .array(z.enum(PAYMENT_PROVIDERS, { message: `must name ${PAYMENT_PROVIDERS.join(', ')}` }))
        .refine((names) => new Set(names).size === names.length, 'names a provider twice'),
    )
    .optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Overrides the base URL of PAYPAL_MODE (tests point it at a local stand-in). */
  PAYPAL_BASE_URL: z.url().optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** The secret of the webhook set up in Razorpay's dashboard. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Overrides Razorpay's API address (tests point it at a local stand-in). */
  RAZORPAY_BASE_URL: z.url().optional(),
  /** The Razorpay Checkout script the checkout step loads (tests point it at the stand-in's). */
  RAZORPAY_CHECKOUT_URL: z.url().default(RAZORPAY_CHECKOUT_SCRIPT),
  WEB_DIST: z.string().optional(),
  /** The college's time zone (IANA name): month boundaries of earnings, the orders' date filters, CSV dates. */
  TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata').default('Asia/Kolkata'),
  ADMIN_PASSWORD: z.string().optional(),
  /** smtp:// or smtps:// server for outgoing mail; unset: mail stays in the outbox admins read. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The From of every mail. */
  MAIL_FROM: z.string().min(3).default('CMS <no-reply@cms.local>'),
  /** How often the mail worker looks for due mail (milliseconds). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /**
   * Which roles an admin grants at /check/verify: none (the spec: every role at once), instructor,
   * lead, or both (instructor and lead; also written "instructor,lead"). Student is never held.
   */
  ROLE_APPROVAL: z
    .string()
    .transform((v) => v.toLowerCase().replace(/\s+/g, ''))
    .pipe(
      z.enum(['none', 'instructor', 'lead', 'both', 'instructor,lead', 'lead,instructor'], {
        message: 'must be none, instructor, lead or both',
      }),
    )
    .default('none'),
  /** Bytes a user may upload per day (stored sizes of the last 24 hours), in MB; role Empty (unverified): the next. */
  UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().int().positive().max(1_000_000).default(2048),
  UPLOAD_QUOTA_UNVERIFIED_MB_PER_DAY: z.coerce.number().int().positive().max(1_000_000).default(20),
  /** Uploads a user may send per minute (every upload route together). */
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** How often uploads attached to nothing for a day are deleted (milliseconds); 0: never. */
  UPLOAD_CLEANUP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .refine((ms) => ms === 0 || ms >= 1000, 'must be 0 (off) or at least 1000')
    .default(3_600_000),
  /** How often Pending orders are reconciled with the payment provider (milliseconds); 0: never. */
  RECONCILE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .refine((ms) => ms === 0 || ms >= 1000, 'must be 0 (off) or at least 1000')
    .default(60_000),
  /** Issue 21: a buyer may ask for a refund within this many days of payment. */
  REFUND_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Issue 21: ... while under this percentage of the course's lessons is completed. */
  REFUND_MAX_PROGRESS: z.coerce.number().int().min(0).max(100).default(30),
  /** Issue 22: the ffmpeg binary; unset: `ffmpeg` on PATH, else the one @ffmpeg-installer/linux-x64 ships. */
  FFMPEG_PATH: z.string().min(1).optional(),
  /** HLS transcoding jobs run at once in this instance; 0: this instance transcodes nothing. */
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
  /**
   * The HMAC key of the signed HLS playlist and segment URLs (at least 32 characters). Unset: a random
   * key per process (links die with a restart; set it when several instances serve one site).
   */
  MEDIA_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  sessionTtlMs: number;
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean;
  rateLimit: { authPerMinute: number; emailPer15Min: number; messagesPerMinute: number };
  /** How long a request may take to arrive, and how many connections stay open (http/timeouts.ts). */
  timeouts: TimeoutConfig;
  storage: StorageConfig;
  google: { issuer: string; clientId: string; clientSecret: string; allowInsecure: boolean } | null;
  webDist: string | undefined;
  payments: PaymentConfig;
  /** IANA time zone of the college (default Asia/Kolkata). */
  timeZone: string;
  mail: MailConfig;
  /** Rounds reconciling Pending orders with the payment provider: at start and every intervalMs; 0: off. */
  reconcile: { intervalMs: number };
  /** The roles a verification only requests, for an admin to approve (ROLE_APPROVAL). */
  roleApproval: readonly ApprovedRole[];
  uploads: UploadLimits;
  /** When a buyer may ask for a refund: within `days` of payment, under `maxProgressPercent` % completed. */
  refunds: { days: number; maxProgressPercent: number };
  video: VideoConfig;
}

/** Issue 22: the HLS transcoding worker and the signing of playlist and segment URLs. */
export interface VideoConfig {
  /** The ffmpeg binary (FFMPEG_PATH, the system's, the packaged one); null: none, videos stay MP4 only. */
  ffmpegPath: string | null;
  /** Jobs at once; 0: the worker does not run in this instance. */
  transcodeConcurrency: number;
  /** The HMAC key of the signed URLs. */
  urlSecret: Buffer;
}

/** Per-user upload budgets and the clean-up of uploads attached to nothing. */
export interface UploadLimits {
  /** Bytes per user in any 24 hours: verified users, and role Empty (unverified). */
  quotaBytesPerDay: number;
  unverifiedQuotaBytesPerDay: number;
  perMinute: number;
  /** 0: the clean-up never runs on its own. */
  cleanupIntervalMs: number;
}

/** Milliseconds: the body of a request, a pause in any body, a whole upload; and the connection cap. */
export interface TimeoutConfig {
  requestMs: number;
  idleMs: number;
  uploadMs: number;
  maxConnections: number;
}

/** The roles ROLE_APPROVAL can hold for an admin's decision. */
export type ApprovedRole = 'Instructor' | 'Lead';

function rolesHeld(setting: string): ApprovedRole[] {
  if (setting === 'none') return [];
  if (setting === 'instructor') return ['Instructor'];
  if (setting === 'lead') return ['Lead'];
  return ['Instructor', 'Lead'];
}

/** Outgoing mail: through SMTP when smtpUrl is set, else kept in the outbox table. */
export interface MailConfig {
  smtpUrl: string | null;
  from: string;
  pollMs: number;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** The secret of the webhook set up in Razorpay's dashboard (it signs every webhook body). */
  webhookSecret: string;
  /** API origin without a trailing slash (https://api.razorpay.com; tests point it at the stand-in). */
  baseUrl: string;
  /** Razorpay Checkout's script (RAZORPAY_CHECKOUT_SCRIPT unless told). */
  checkoutUrl?: string;
}

export const PAYPAL_BASE_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  mode: 'sandbox' | 'live';
  /** REST API origin without a trailing slash. */
  baseUrl: string;
}

/** Razorpay's API settings and the Checkout script the browser loads. */
export type RazorpaySettings = RazorpayConfig & { checkoutUrl: string };

/** The payment providers offered at Buy Now (in order; never empty) and the real ones' settings when configured. */
export interface PaymentConfig {
  offered: PaymentProviderName[];
  paypal: PayPalConfig | null;
  razorpay: RazorpaySettings | null;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Both or neither; neither uses the SDK's default credential chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export type StorageConfig =
  /** uploadDir: the files (local driver) or temp files on their way to the bucket (s3). */
  { driver: 'local'; uploadDir: string } | { driver: 's3'; uploadDir: string; s3: S3Config };

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (e.STORAGE_DRIVER === 's3' && e.S3_BUCKET === undefined) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (e.SMTP_URL !== undefined && e.PUBLIC_URL === undefined) {
    // Links in mail (a password reset) must not be built from a request's Host header.
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required when SMTP_URL is set (links in e-mails point to it)',
    );
  }
  const payments = paymentConfig(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const uploadDir = path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads'));
  const storage: StorageConfig =
    e.STORAGE_DRIVER === 's3'
      ? {
          driver: 's3',
          uploadDir,
          s3: {
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          },
        }
      : { driver: 'local', uploadDir };
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    demoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
      emailPer15Min: e.RATE_LIMIT_EMAIL_PER_15_MIN,
      messagesPerMinute: e.RATE_LIMIT_MESSAGES_PER_MINUTE,
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
      uploadMs: Math.max(e.UPLOAD_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      maxConnections: e.MAX_CONNECTIONS,
    },
    storage,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            issuer: e.GOOGLE_ISSUER,
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            allowInsecure: e.GOOGLE_ALLOW_INSECURE,
          }
        : null,
    webDist: e.WEB_DIST,
    payments,
    timeZone: e.TIME_ZONE,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, pollMs: e.MAIL_POLL_MS },
    reconcile: { intervalMs: e.RECONCILE_INTERVAL_MS },
    roleApproval: rolesHeld(e.ROLE_APPROVAL),
    uploads: {
      quotaBytesPerDay: e.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024,
      unverifiedQuotaBytesPerDay: e.UPLOAD_QUOTA_UNVERIFIED_MB_PER_DAY * 1024 * 1024,
      perMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
      cleanupIntervalMs: e.UPLOAD_CLEANUP_INTERVAL_MS,
    },
    refunds: { days: e.REFUND_DAYS, maxProgressPercent: e.REFUND_MAX_PROGRESS },
    video: {
      ffmpegPath: resolveFfmpeg(e.FFMPEG_PATH),
      transcodeConcurrency: e.TRANSCODE_CONCURRENCY,
      urlSecret: e.MEDIA_URL_SECRET ? Buffer.from(e.MEDIA_URL_SECRET, 'utf8') : randomBytes(32),
    },
  };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A secret travels to this address (or a script is loaded from it): https, or http only to this machine (a local stand-in). */
function secureUrl(value: string, name: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new ConfigError(`Invalid configuration:\n  ${name}: must be https (http only for 127.0.0.1/localhost)`);
  }
  return value.replace(/\/+$/, '');
}

function paymentConfig(e: Env): PaymentConfig {
  if ((e.PAYPAL_CLIENT_ID === undefined) !== (e.PAYPAL_CLIENT_SECRET === undefined)) {
    throw new ConfigError('Invalid configuration:\n  PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
  }
  let paypal: PayPalConfig | null = null;
  if (e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET) {
    const baseUrl = secureUrl(e.PAYPAL_BASE_URL ?? PAYPAL_BASE_URLS[e.PAYPAL_MODE], 'PAYPAL_BASE_URL');
    paypal = { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, mode: e.PAYPAL_MODE, baseUrl };
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayKeys.some((v) => v === undefined) && razorpayKeys.some((v) => v !== undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together',
    );
  }
  let razorpay: RazorpaySettings | null = null;
  if (e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET) {
    razorpay = {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      baseUrl: secureUrl(e.RAZORPAY_BASE_URL ?? RAZORPAY_BASE_URL, 'RAZORPAY_BASE_URL'),
      checkoutUrl: secureUrl(e.RAZORPAY_CHECKOUT_URL, 'RAZORPAY_CHECKOUT_URL'),
    };
  }
  const configured: PaymentProviderName[] = [
    ...(razorpay ? ['razorpay' as const] : []),
    ...(paypal ? ['paypal' as const] : []),
  ];
  const chosen = e.PAYMENT_PROVIDER;
  if (chosen === undefined) return { offered: configured.length > 0 ? configured : ['sandbox'], paypal, razorpay };
  const missing = chosen.find((name) => name !== 'sandbox' && !configured.includes(name));
  if (missing) {
    const needs =
      missing === 'paypal'
        ? 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET'
        : 'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET';
    throw new ConfigError(`Invalid configuration:\n  PAYMENT_PROVIDER=${missing} needs ${needs}`);
  }
  return { offered: chosen, paypal, razorpay };
}
