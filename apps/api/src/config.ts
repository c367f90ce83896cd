import { resolve } from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, validated once at start-up. A bad value stops
// start-up with a message naming the variable. Keep the README's configuration table in step.
const bool = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Comma-separated origins (`https://host[:port]`), each exactly as a browser sends `Origin`. */
const originList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine((o) => URL.canParse(o) && new URL(o).origin === o, {
        message:
          'each entry must be an origin such as https://odai.example.com (scheme, host, optional port; no path)',
      }),
    ),
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().min(1).default('./.data'),
  WEB_DIST_DIR: optionalText,
  TRUST_PROXY: bool.default(false),
  COOKIE_SECURE: z.enum(['auto', 'always', 'never']).default('auto'),
  ALLOWED_ORIGINS: originList,
  MARKET_SOURCE: z.enum(['odin', 'demo', 'auto']).default('auto'),
  ODIN_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.odin.fun/v1'),
  ODIN_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  MARKET_TOP_N: z.coerce.number().int().min(1).max(5000).default(500),
  INGEST: bool.default(true),
  INGEST_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  FEATURED_TOKEN_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9]{1,16}$/)
      .optional(),
  ),
  DEMO_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(21_000_000),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  CHAT_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(12),
  CHAT_RATE_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  SESSION_RATE_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  READ_RATE_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(600),
});

export type Config = z.infer<typeof schema> & { llmEnabled: boolean };

/** Every variable read, in the schema's order (the README's table must list each one). */
export const CONFIG_VARIABLES = Object.keys(schema.shape);

export class ConfigError extends Error {}

/** Parses the environment. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    DATA_DIR: resolve(config.DATA_DIR),
    llmEnabled: Boolean(config.OPENAI_API_KEY || config.OPENAI_BASE_URL),
  };
}
