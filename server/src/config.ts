import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DEPOSIT_WINDOW_MINUTES } from '../../domain/deposits';
import { parseTravelFees } from '../../domain/home-service-area';
import { parseHealthKey } from './health-data/health-key';
import { parseWindowLimit, type WindowLimit } from './limits/window-limit';

/** The one place that reads the server's environment. */

export const DEFAULT_PUBLIC_WRITE_LIMIT = '10/10m';
export const DEFAULT_PROOF_UPLOAD_LIMIT_PER_LINK = '6/1h';
export const DEFAULT_PROOF_UPLOAD_LIMIT_PER_ADDRESS = '20/1h';
/** Semaphore's public API; tests point `SEMAPHORE_URL` at a local stand-in. */
export const DEFAULT_SEMAPHORE_URL = 'https://api.semaphore.co/api/v4';
/** PayMongo's public API; tests point `PAYMONGO_URL` at a local stand-in. */
export const DEFAULT_PAYMONGO_URL = 'https://api.paymongo.com/v1';

/** A `<count>/<length><s|m|h|d>` or `off` setting (see window-limit.ts), `fallback` when unset. */
const windowLimitSetting = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      const limit = parseWindowLimit(text?.trim() ? text : fallback);
      if (typeof limit === 'string') ctx.addIssue({ code: 'custom', message: limit });
      return typeof limit === 'string' ? undefined : limit;
    });

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A `postgres://` connection string; its value is never repeated in a message (it holds a password). */
const postgresUrlSetting = optionalText.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .refine((url) => URL.canParse(url), 'must be a URL like postgres://user:password@host:5432/name')
    .optional(),
);

/** How far behind the primary a read replica may fall before the desk's reads go back to the primary. */
export const DEFAULT_READ_MAX_LAG_SECONDS = 10;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATABASE_URL: postgresUrlSetting,
    // A streaming replica of DATABASE_URL's database: the desk's lists, searches, calendar and CSV
    // read from it (db/read-routing.ts; docs/SCALING.md). Unset: every read goes to DATABASE_URL.
    DATABASE_READ_URL: postgresUrlSetting,
    DATABASE_READ_MAX_LAG_SECONDS: z.coerce
      .number({ error: 'must be between 1 and 300 seconds' })
      .min(1, 'must be between 1 and 300 seconds')
      .max(300, 'must be between 1 and 300 seconds')
      .default(DEFAULT_READ_MAX_LAG_SECONDS),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    JWT_TTL_HOURS: z.coerce.number().positive().max(720).default(12),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().default('TBL Aesthetics & Slimming Center <bookings@tbl-clinic.ph>'),
    MAIL_BCC: optionalText
      .pipe(z.email('must be an e-mail address').optional())
      .default('bookings@tbl-clinic.ph'),
    ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
    DELETE_CODE: optionalText.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
    UPDATE_CODE: optionalText.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
    MANAGE_LINK_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    HEALTH_DATA_KEY: optionalText.superRefine((text, ctx) => {
      const key = text === undefined ? undefined : parseHealthKey(text);
      if (typeof key === 'string') ctx.addIssue({ code: 'custom', message: key });
    }),
    PUBLIC_URL: optionalText.pipe(z.url('must be a URL').optional()),
    LOG_REQUESTS: z.enum(['true', 'false']).default('true'),
    LOG_FORMAT: z.enum(['text', 'json'], { error: 'must be text or json' }).default('text'),
    STATIC_DIR: z.string().trim().min(1).default('./dist'),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .regex(/^(10|[0-9])$/, 'must be the number of proxies in front (1 to 10), or 0 for none')
        .optional(),
    ),
    PUBLIC_WRITE_LIMIT: windowLimitSetting(DEFAULT_PUBLIC_WRITE_LIMIT),
    HOME_SERVICE_TRAVEL_FEE: z
      .string()
      .default('')
      .transform((text, ctx) => {
        const read = parseTravelFees(text);
        if ('fees' in read) return read.fees;
        ctx.addIssue({ code: 'custom', message: read.problem });
        return z.NEVER;
      }),
    PROOF_UPLOAD_LIMIT_PER_LINK: windowLimitSetting(DEFAULT_PROOF_UPLOAD_LIMIT_PER_LINK),
    PROOF_UPLOAD_LIMIT_PER_ADDRESS: windowLimitSetting(DEFAULT_PROOF_UPLOAD_LIMIT_PER_ADDRESS),
    // At most every this many seconds an instance asks whether the catalogue changed: an edit on one
    // instance reaches the others within it (the contract allows 60 s).
    CATALOGUE_CHECK_SECONDS: z.coerce.number().min(0.05).max(30).default(5),
    // A booking that owes a deposit keeps its place this long unpaid (domain/deposits.ts).
    DEPOSIT_WINDOW_MINUTES: z.coerce
      .number({ error: 'must be a whole number of minutes' })
      .int('must be a whole number of minutes')
      .min(5, 'must be at least 5 minutes')
      .max(10_080, 'must be at most 10080 minutes (a week)')
      .default(DEFAULT_DEPOSIT_WINDOW_MINUTES),
    // Texts: unset, each is written to DATA_DIR/sms/ as a JSON file; `semaphore` sends through it.
    SMS_PROVIDER: optionalText.pipe(
      z.enum(['semaphore', 'files'], { error: 'must be semaphore, or files (or unset)' }).optional(),
    ),
    SEMAPHORE_API_KEY: optionalText,
    SEMAPHORE_URL: optionalText.pipe(z.url('must be a URL').optional()).default(DEFAULT_SEMAPHORE_URL),
    // Semaphore's sender names are up to 11 letters and digits, approved by Semaphore first.
    SMS_SENDER: optionalText.pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9 ]{1,11}$/,
          'must be up to 11 letters, digits or spaces (the approved sender name)',
        )
        .optional(),
    ),
    // Online payment: both keys from PayMongo's dashboard (Developers), or neither (no "Pay now").
    PAYMONGO_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^sk_(test|live)_\S+$/, 'must be a PayMongo secret key (sk_test_... or sk_live_...)')
        .optional(),
    ),
    PAYMONGO_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsk_\S+$/, "must be the webhook's secret key from PayMongo (whsk_...)")
        .optional(),
    ),
    PAYMONGO_URL: optionalText.pipe(z.url('must be a URL').optional()).default(DEFAULT_PAYMONGO_URL),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.PAYMONGO_SECRET_KEY) !== Boolean(env.PAYMONGO_WEBHOOK_SECRET)) {
      const missing = env.PAYMONGO_SECRET_KEY ? 'PAYMONGO_WEBHOOK_SECRET' : 'PAYMONGO_SECRET_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message:
          'is required with the other PayMongo key: set both for online payment, or neither (see docs/OPERATIONS.md)',
      });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message:
          'is only used with DATABASE_URL (PostgreSQL): the embedded database has no replicas; set DATABASE_URL, or unset DATABASE_READ_URL',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.SMS_PROVIDER === 'semaphore' && !env.SEMAPHORE_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEMAPHORE_API_KEY'],
        message:
          'is required when SMS_PROVIDER=semaphore (your key from semaphore.co, Account > API; see docs/OPERATIONS.md)',
      });
    }
  });

/** Every variable the server reads (`.env.example` lists each one, with a comment). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** Where texts go: Semaphore with its key, or files under DATA_DIR/sms (the default). */
export type SmsConfig =
  | { provider: 'semaphore'; apiKey: string; senderName: string | undefined; semaphoreUrl: string }
  | { provider: 'files'; senderName: string | undefined };

/** PayMongo with both keys (online payment on), or undefined (no "Pay now"). */
export interface PaymongoConfig {
  secretKey: string;
  webhookSecret: string;
  url: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * `DATABASE_READ_URL` and `DATABASE_READ_MAX_LAG_SECONDS`: a streaming replica the desk's reads go
   * to while it is within `maxLagMs` of the primary; undefined without one (every read on the primary).
   */
  readReplica: { url: string; maxLagMs: number } | undefined;
  dataDir: string;
  staticDir: string;
  jwtSecret: string | undefined;
  jwtTtlHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailBcc: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  deleteCode: string | undefined;
  updateCode: string | undefined;
  manageLinkSecret: string | undefined;
  /** `HEALTH_DATA_KEY`, checked to be 32 bytes (health-data/health-key.ts); generated when unset. */
  healthDataKey: string | undefined;
  publicUrl: string;
  /**
   * `PUBLIC_URL` when set: the origin of the canonical addresses, previews and sitemap of the public
   * pages. Unset (embedded mode on one machine), those name the address each request came to.
   */
  publicOrigin: string | undefined;
  logRequests: boolean;
  /** `LOG_FORMAT`: a plain line per event, or one JSON object per line (for a log collector). */
  logFormat: 'text' | 'json';
  /**
   * How many reverse proxies stand in front (`TRUST_PROXY`); 0 trusts no `X-Forwarded-*` header, so
   * a client cannot pick its own address. Not tied to NODE_ENV: `docker run` has no proxy.
   */
  trustProxyHops: number;
  /** Public bookings and consultations per client address; `undefined` (`off`) lifts every public-write limit. */
  publicWriteLimit: WindowLimit | undefined;
  /** Proof-of-payment uploads per manage link, and per client address; `undefined` (`off`) for none. */
  proofUploadLimits: { perLink: WindowLimit | undefined; perAddress: WindowLimit | undefined };
  /**
   * The home-service travel fee per served city in pesos (`HOME_SERVICE_TRAVEL_FEE`: "300" for all,
   * or "Makati=300,Pasig=250"), over domain/home-service-area.ts; none set means no fee.
   */
  travelFees: Readonly<Record<string, number>>;
  /** How long an instance serves its catalogue before asking the database for the version again. */
  catalogueCheckMs: number;
  /** `SMS_PROVIDER`, `SEMAPHORE_API_KEY`, `SEMAPHORE_URL`, `SMS_SENDER` (docs/OPERATIONS.md). */
  sms: SmsConfig;
  /** `PAYMONGO_SECRET_KEY`, `PAYMONGO_WEBHOOK_SECRET`, `PAYMONGO_URL` (docs/OPERATIONS.md). */
  paymongo: PaymongoConfig | undefined;
  /** `DEPOSIT_WINDOW_MINUTES`: how long a booking that owes a deposit keeps its place unpaid. */
  depositWindowMinutes: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    readReplica: e.DATABASE_READ_URL
      ? { url: e.DATABASE_READ_URL, maxLagMs: Math.round(e.DATABASE_READ_MAX_LAG_SECONDS * 1000) }
      : undefined,
    dataDir: path.resolve(e.DATA_DIR),
    staticDir: path.resolve(e.STATIC_DIR),
    jwtSecret: e.JWT_SECRET,
    jwtTtlHours: e.JWT_TTL_HOURS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailBcc: e.MAIL_BCC,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    deleteCode: e.DELETE_CODE,
    updateCode: e.UPDATE_CODE,
    manageLinkSecret: e.MANAGE_LINK_SECRET,
    healthDataKey: e.HEALTH_DATA_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicOrigin: e.PUBLIC_URL?.replace(/\/+$/, ''),
    logRequests: e.LOG_REQUESTS === 'true',
    logFormat: e.LOG_FORMAT,
    trustProxyHops: Number(e.TRUST_PROXY ?? 0),
    catalogueCheckMs: Math.round(e.CATALOGUE_CHECK_SECONDS * 1000),
    publicWriteLimit: e.PUBLIC_WRITE_LIMIT,
    proofUploadLimits: {
      perLink: e.PROOF_UPLOAD_LIMIT_PER_LINK,
      perAddress: e.PROOF_UPLOAD_LIMIT_PER_ADDRESS,
    },
    travelFees: e.HOME_SERVICE_TRAVEL_FEE,
    depositWindowMinutes: e.DEPOSIT_WINDOW_MINUTES,
    sms:
      e.SMS_PROVIDER === 'semaphore' && e.SEMAPHORE_API_KEY
        ? {
            provider: 'semaphore',
            apiKey: e.SEMAPHORE_API_KEY,
            senderName: e.SMS_SENDER,
            semaphoreUrl: e.SEMAPHORE_URL.replace(/\/+$/, ''),
          }
        : { provider: 'files', senderName: e.SMS_SENDER },
    paymongo:
      e.PAYMONGO_SECRET_KEY && e.PAYMONGO_WEBHOOK_SECRET
        ? {
            secretKey: e.PAYMONGO_SECRET_KEY,
            webhookSecret: e.PAYMONGO_WEBHOOK_SECRET,
            url: e.PAYMONGO_URL.replace(/\/+$/, ''),
          }
        : undefined,
  };
}
