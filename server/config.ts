import { z } from 'zod'

const boolEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number between 0 and 65535')
    .max(65535, 'must be a port number between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default('file:./data/portfolio.db')
    .refine(
      (v) => /^file:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v),
      'must be file:<path> or postgres://user:pass@host/db',
    ),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Seals two-factor secrets (HKDF → AES-256-GCM); defaults to JWT_SECRET's key. */
  ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SAMPLE_CONTENT: boolEnv.default(true),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  /** Uploads in an S3-compatible bucket instead of UPLOADS_DIR (credentials: the AWS SDK's usual variables). */
  S3_BUCKET: z.string().min(1).optional(),
  /** MinIO, R2, Ceph…: the S3 server's address (addressed path-style); unset for AWS itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive('must be a number of hours above 0')
    .default(24),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(7),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be redis://host:port')
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*)$/,
      'must be true, false, a hop count, or addresses/CIDRs',
    )
    .default('false')
    .transform((v): boolean | string[] | ((address: string, hop: number) => boolean) => {
      if (v === 'true' || v === 'false') return v === 'true'
      // A hop count: trust that many proxies in front of us (Fastify's numeric form, typed as a function).
      if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v)
      return v.split(',')
    }),
  CONTACT_BURST_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30),
  /**
   * Memory for cached API answers and pages together, in MiB (least recently used go first).
   * 24 by default: with 32 the 10-minute soak peaked at 199-200 MB RSS on a fast host, at the
   * very edge of the 200 MB that the default MEMORY_LIMIT_MB is meant to hold (README, Memory).
   */
  CACHE_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1')
    .max(65536, 'must be at most 65536')
    .default(24),
  /**
   * The server's memory budget in MiB: V8's heap limits and glibc's arenas are derived from it
   * (server/memory.ts); 0 leaves Node's defaults. CACHE_MAX_MB is part of it.
   */
  MEMORY_LIMIT_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .refine((v) => v === 0 || v >= 128, 'must be 0 (Node defaults) or at least 128')
    .refine((v) => v <= 65536, 'must be at most 65536')
    .default(192),
  /** How long one request may take to arrive, body included, before 408 (slow-body clients). */
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000')
    .default(25_000),
  LINK_CHECK_INTERVAL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .min(0, 'must be 0 (off) or more hours')
    .default(24),
  LINK_CHECK_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .default(10_000),
  /** How often scheduled posts are looked for (they go live within about one tick). */
  PUBLISH_TICK_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(30_000, 'must be at most 30000')
    .default(15_000),
  /**
   * Tests only: let the server's outbound requests (the link check…) reach loopback and private
   * addresses, for a local test server. Ignored when NODE_ENV=production.
   */
  ALLOW_PRIVATE_NETWORK: boolEnv.default(false),
  /** Deprecated: ALLOW_PRIVATE_NETWORK for the link check only, under the same rule. */
  LINK_CHECK_ALLOW_PRIVATE: boolEnv.default(false),
  /** docs/api/platform.md "Webhooks": one delivery attempt's limit. */
  WEBHOOK_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .default(10_000),
  /** Attempts per webhook delivery before it is marked failed. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(3, 'must be at least 3')
    .max(20, 'must be at most 20')
    .default(8),
  /** Retry n waits at least this × 2^(n−1) after the previous attempt (at most twice that plus 5 s). */
  WEBHOOK_RETRY_BASE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(50, 'must be at least 50')
    .default(30_000),
  /** Failed deliveries in a row that disable a webhook. */
  WEBHOOK_DISABLE_AFTER: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  /** New contact messages are emailed to the site's contact address through this server. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be smtp://user:pass@host:port or smtps://…')
    .optional(),
  /** Newsletter emails leave at most this many a minute, spread evenly (docs/api/newsletter.md). */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .default(120),
  /** Confirmation emails caused by visitors in any 60 seconds, all addresses together. */
  SUBSCRIBE_BURST_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30),
  /** The sender of those emails; default folio@<SITE_URL's host>. */
  SMTP_FROM: z.string().trim().min(3, 'must be an address such as Folio <folio@example.com>').optional(),
  /** The largest import upload, and the most an import archive may unpack to, in MB (docs/api/import-export.md). */
  IMPORT_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1')
    .max(65536, 'must be at most 65536')
    .default(200),
  /** Anonymous GET/HEAD requests to the public API per client address a minute; 0: no limit (docs/api/platform.md). */
  PUBLIC_API_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .default(0),
  /** Requests per content API key a minute; 0: no limit. */
  API_KEY_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .default(6000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
})

/** Every setting's name (.env.example must name each; a test checks). */
export const CONFIG_KEYS = Object.keys(EnvSchema.shape)

export type Config = z.infer<typeof EnvSchema> & {
  siteUrl: string
  dataDir: string
  /** ALLOW_PRIVATE_NETWORK outside production: outbound requests may reach private addresses. */
  allowPrivateNetwork: boolean
  /** The same for the link check, which its deprecated alias LINK_CHECK_ALLOW_PRIVATE also turns on. */
  linkCheckAllowPrivate: boolean
}

export class ConfigError extends Error {}

/** Parse the environment once at boot; a bad value stops the start with one clear line. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigError(`Invalid ${String(issue?.path[0] ?? 'environment')}: ${issue?.message ?? 'bad value'}`)
  }
  const cfg = parsed.data
  if (!cfg.S3_BUCKET && (cfg.S3_ENDPOINT || cfg.S3_REGION)) {
    throw new ConfigError('Invalid S3_BUCKET: must be set when S3_ENDPOINT or S3_REGION is')
  }
  if (cfg.MEMORY_LIMIT_MB > 0 && cfg.CACHE_MAX_MB > cfg.MEMORY_LIMIT_MB / 4) {
    throw new ConfigError(
      `Invalid CACHE_MAX_MB: must be at most a quarter of MEMORY_LIMIT_MB (${Math.floor(cfg.MEMORY_LIMIT_MB / 4)}); raise MEMORY_LIMIT_MB too`,
    )
  }
  const dataDir = cfg.DATABASE_URL.startsWith('file:') ? dirOf(cfg.DATABASE_URL.slice(5)) : './data'
  return {
    ...cfg,
    siteUrl: (cfg.SITE_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, ''),
    dataDir,
    allowPrivateNetwork: cfg.NODE_ENV !== 'production' && cfg.ALLOW_PRIVATE_NETWORK,
    linkCheckAllowPrivate: cfg.NODE_ENV !== 'production' && (cfg.ALLOW_PRIVATE_NETWORK || cfg.LINK_CHECK_ALLOW_PRIVATE),
  }
}

const dirOf = (p: string) => {
  const i = p.lastIndexOf('/')
  return i <= 0 ? '.' : p.slice(0, i)
}
