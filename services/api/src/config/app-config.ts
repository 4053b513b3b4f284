import path from 'node:path';
import { array, mixed, number, object, string, ValidationError } from 'yup';
import type { InferType } from 'yup';

const environmentSchema = object({
  // No default: a forgotten NODE_ENV on a server must not quietly mean development.
  NODE_ENV: mixed<'development' | 'test' | 'production'>()
    .oneOf(
      ['development', 'test', 'production'],
      'NODE_ENV må være development, test eller production',
    )
    .required('NODE_ENV mangler (development, test eller production)'),
  PORT: number().integer().min(1).max(65535).default(3000),
  DATABASE_URL: string().required(
    'DATABASE_URL mangler (f.eks. postgres://localhost:5432/yrkesbro)',
  ),
  REDIS_URL: string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: string().default('yb'),
  JWT_SECRET: string()
    .min(32, 'JWT_SECRET må være minst 32 tegn')
    .required('JWT_SECRET mangler (minst 32 tilfeldige tegn)'),
  /** Encrypts the TOTP secrets at rest; apart from JWT_SECRET so that one can rotate alone. */
  TOTP_ENCRYPTION_KEY: string().min(32, 'TOTP_ENCRYPTION_KEY må være minst 32 tegn').optional(),
  APP_URL: string().test('url', 'APP_URL må være en URL', isUrl).default('http://localhost:4200'),
  CORS_ORIGINS: array(string().required())
    .transform((_value, original) =>
      typeof original === 'string'
        ? original
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : original,
    )
    .default(undefined),
  SMTP_HOST: string().default('127.0.0.1'),
  SMTP_PORT: number().integer().min(1).max(65535).default(1025),
  SMTP_USER: string().optional(),
  SMTP_PASSWORD: string().optional(),
  MAIL_FROM: string().default('Yrkesbro <ikke-svar@yrkesbro.no>'),
  ADMIN_EMAIL: string().email('ADMIN_EMAIL må være en e-postadresse').default('admin@yrkesbro.no'),
  TRUST_PROXY: string().default('loopback'),
  UPLOAD_DIR: string().default('.data/uploads'),
  PRIVATE_UPLOAD_DIR: string().default('.data/private-uploads'),
  SUPPORT_EMAIL: string()
    .email('SUPPORT_EMAIL må være en e-postadresse')
    .default('kontakt@yrkesbro.no'),
  AI_BASE_URL: string().test('url', 'AI_BASE_URL må være en URL', isUrl).optional(),
  AI_API_KEY: string().optional(),
  AI_MODEL: string().default('gpt-4o-mini'),
  MESSAGE_NOTICE_DELAY_SECONDS: number().integer().min(0).default(600),
  APPLICATION_NOTICE_DELAY_SECONDS: number().integer().min(0).default(300),
  STRIPE_SECRET_KEY: string().optional(),
  STRIPE_WEBHOOK_SECRET: string().optional(),
  LOG_LEVEL: mixed<'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent'>()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'silent'])
    .default('info'),
});

type Environment = InferType<typeof environmentSchema>;

// yup's url() refuses hosts without a dot, such as localhost.
function isUrl(value: string | undefined): boolean {
  if (value === undefined) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export interface AppConfig {
  nodeEnv: Environment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Prefix of every Redis key and BullMQ queue, so test runs and deployments never collide. */
  redisPrefix: string;
  jwtSecret: string;
  /**
   * The secret the TOTP secrets' encryption key (AES-256-GCM) and the recovery codes' HMAC key
   * are derived from. Outside production it falls back to JWT_SECRET.
   */
  totpEncryptionKey: string;
  /** The shell's public URL; links in e-mails point here. */
  appUrl: string;
  corsOrigins: string[];
  smtp: { host: string; port: number; user?: string; password?: string; from: string };
  adminEmail: string;
  /** Which proxies may set X-Forwarded-For (rate limits key on the client's address). */
  trustProxy: string;
  /** Where uploaded files are stored (absolute); everything here is served at /api/uploads/. */
  uploadDir: string;
  /** Files nobody may download directly (grade documents) and uploads still arriving. */
  privateUploadDir: string;
  /** Where contact-form messages are sent. */
  supportEmail: string;
  /** An OpenAI-compatible endpoint for the assistant; null means retrieval answers alone. */
  ai: { baseUrl: string; apiKey: string; model: string } | null;
  /** How long a new message waits for its offline recipient before they are told by e-mail. */
  messageNoticeDelayMs: number;
  /** How long the employer's notice of a new application waits to take in more that follow. */
  applicationNoticeDelayMs: number;
  /**
   * Stripe Checkout for plans; null means the built-in test checkout (not in production).
   * The webhook secret is null when only verify-session activates plans.
   */
  stripe: { secretKey: string; webhookSecret: string | null } | null;
  logLevel: Environment['LOG_LEVEL'];
}

export class ConfigError extends Error {}

/** Reads and validates the environment once at start; a bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  let parsed: Environment;
  try {
    parsed = environmentSchema.validateSync(env, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (ValidationError.isError(error)) {
      throw new ConfigError(`Ugyldig konfigurasjon:\n  - ${error.errors.join('\n  - ')}`);
    }
    throw error;
  }
  const unsafe = parsed.NODE_ENV === 'production' ? productionProblems(parsed, env) : [];
  if (unsafe.length > 0) {
    throw new ConfigError(`Usikker produksjonskonfigurasjon:\n  - ${unsafe.join('\n  - ')}`);
  }
  return {
    nodeEnv: parsed.NODE_ENV,
    isProduction: parsed.NODE_ENV === 'production',
    port: parsed.PORT,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    redisPrefix: parsed.REDIS_PREFIX,
    jwtSecret: parsed.JWT_SECRET,
    totpEncryptionKey: parsed.TOTP_ENCRYPTION_KEY ?? parsed.JWT_SECRET,
    appUrl: parsed.APP_URL.replace(/\/$/, ''),
    corsOrigins: parsed.CORS_ORIGINS ?? [parsed.APP_URL.replace(/\/$/, '')],
    smtp: {
      host: parsed.SMTP_HOST,
      port: parsed.SMTP_PORT,
      user: parsed.SMTP_USER,
      password: parsed.SMTP_PASSWORD,
      from: parsed.MAIL_FROM,
    },
    adminEmail: parsed.ADMIN_EMAIL.toLowerCase(),
    trustProxy: parsed.TRUST_PROXY,
    uploadDir: path.resolve(parsed.UPLOAD_DIR),
    privateUploadDir: path.resolve(parsed.PRIVATE_UPLOAD_DIR),
    supportEmail: parsed.SUPPORT_EMAIL,
    ai:
      parsed.AI_BASE_URL && parsed.AI_API_KEY
        ? {
            baseUrl: parsed.AI_BASE_URL.replace(/\/$/, ''),
            apiKey: parsed.AI_API_KEY,
            model: parsed.AI_MODEL,
          }
        : null,
    messageNoticeDelayMs: parsed.MESSAGE_NOTICE_DELAY_SECONDS * 1000,
    applicationNoticeDelayMs: parsed.APPLICATION_NOTICE_DELAY_SECONDS * 1000,
    stripe: parsed.STRIPE_SECRET_KEY
      ? { secretKey: parsed.STRIPE_SECRET_KEY, webhookSecret: parsed.STRIPE_WEBHOOK_SECRET || null }
      : null,
    logLevel: parsed.LOG_LEVEL,
  };
}

const LOOPBACK = /^(localhost|127\.|::1$|\[::1\])/;

/**
 * What production must be told rather than take from the local defaults: where people reach
 * it over https, which sites may call it, and a real mail server to log in to.
 */
function productionProblems(parsed: Environment, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.APP_URL || !parsed.APP_URL.startsWith('https://')) {
    problems.push('APP_URL må være en https-adresse i produksjon');
  }
  if (!env.CORS_ORIGINS) {
    problems.push('CORS_ORIGINS må settes i produksjon (kommaseparerte https-adresser)');
  } else if (parsed.CORS_ORIGINS?.some((origin) => !origin.startsWith('https://'))) {
    problems.push('CORS_ORIGINS kan bare inneholde https-adresser i produksjon');
  }
  if (!env.SMTP_HOST || LOOPBACK.test(parsed.SMTP_HOST)) {
    problems.push('SMTP_HOST må peke på en ekte e-posttjener i produksjon');
  }
  if (!parsed.TOTP_ENCRYPTION_KEY || parsed.TOTP_ENCRYPTION_KEY === parsed.JWT_SECRET) {
    problems.push(
      'TOTP_ENCRYPTION_KEY må settes i produksjon (minst 32 tegn, ikke lik JWT_SECRET)',
    );
  }
  if (!parsed.SMTP_USER || !parsed.SMTP_PASSWORD) {
    problems.push('SMTP_USER og SMTP_PASSWORD må settes i produksjon');
  }
  return problems;
}
