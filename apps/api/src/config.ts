import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  identityConfig,
  identityEnv,
  identityProblems,
  identityProductionProblems,
  url,
  type CredentialsConfig,
  type SecondFactorConfig,
  type OidcConfig,
} from './config-identity';
import {
  deliveryConfig,
  deliveryEnv,
  deliveryProblems,
  deliveryProductionProblems,
  type DeliveryConfig,
} from './config-delivery';
import { parseNetwork } from './platform/identity/networks';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const isOn = (v: string | undefined) => v === '1' || v === 'true';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  /** Connections this instance keeps to PostgreSQL (about 2 × the database's cores, shared out). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** The bulk work's own connections beside those (docs/operations.md); 0: it shares them. */
  DATABASE_BULK_POOL_SIZE: z.coerce.number().int().min(0).max(50).default(2),
  DATA_DIR: z.string().min(1).default('./.data'),
  ...identityEnv,
  ...deliveryEnv,
  /** The identity check answers no sooner than this, matched or not (timing must not tell). */
  IDENTITY_CHECK_MIN_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** How long a signed-in user's type, role and status are reused before being read again. */
  PRINCIPAL_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /**
   * Whether this instance works the job queue (announcement mail, roster imports): `off` makes an
   * API-only instance, whose jobs the other instances work (docs/operations.md, "Many instances").
   */
  JOB_WORKERS: z.enum(['on', 'off']).default('on'),
  /**
   * The chat widget's script (the vendor's, e.g. https://chat.example.com/widget.js): its origin
   * joins the documents' script-src and connect-src. Unset: the demo's own script, except in
   * production, where no chatbot loads until it is set.
   */
  CHATBOT_SCRIPT_URL: url(['https:', 'http:']).optional(),
  /** On SIGTERM, /healthz answers 503 this long before the server stops (unset: 10 in production, else 0). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  /** The school group's attention list, manual and privacy policy (platform/http/http/contents.ts). */
  CONTENTS_DIR: z
    .string()
    .refine(isDirectory, 'must be a directory (the attention list, manual and privacy pages)')
    .optional(),
  DEV_TOOLS: flag.default(false),
  /** Unset: seed on an empty database, except in production (where only an explicit 1 seeds). */
  SEED_DEMO: flag.optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Proxies in front that append to X-Forwarded-For (a load balancer: 1). The client address is
   * the entry that many hops from the right; entries further left are whatever the client wrote.
   * `true` (an older spelling) means 1, never "trust every hop".
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(10|\d|true|false)$/, 'must be a number of proxy hops, 0 to 10')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
    .default(0),
  /**
   * Spec 001 §8: the school networks (CIDR, comma separated) from which account information (the
   * student, staff and tutor accounts) may be viewed; unset: from anywhere.
   */
  /** An https PUBLIC_URL behind a TLS proxy that adds no X-Forwarded-For, on purpose (production). */
  PROXY_WITHOUT_FORWARDED_FOR: flag.optional(),
  /**
   * How many years the 「操作ログ」 keeps its entries (reads and writes); a daily job removes older
   * ones (docs/decisions/access-log.md).
   */
  ACCESS_LOG_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(5),
  ACCOUNT_ALLOWED_NETWORKS: z
    .string()
    .refine(
      (v) => v.split(',').every((n) => parseNetwork(n) !== null),
      'must be networks in CIDR notation, comma separated (192.0.2.0/24,2001:db8::/32)',
    )
    .transform((v) => v.split(',').map((n) => n.trim()))
    .optional(),
});

export interface Config extends DeliveryConfig {
  /** NODE_ENV=production (`npm run start:prod`): the checks of `productionProblems` apply. */
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  database:
    | { kind: 'postgres'; url: string; poolSize: number; bulkPoolSize: number }
    | { kind: 'pglite'; dataDir: string };
  oidc: OidcConfig;
  /** Where the identity check's temporary password is set. */
  credentials: CredentialsConfig;
  secondFactor: SecondFactorConfig;
  identityCheck: { minDurationMs: number };
  principalCacheMs: number;
  /** The chat widget's script: a path on this origin or another origin's URL; null: none. */
  chatbot: { scriptUrl: string | null; scriptOrigin: string | null };
  /** How long a stopping instance answers 503 on /healthz before it closes (platform/http/http/shutdown.ts). */
  shutdownDrainMs: number;
  /** Whether this instance starts the job workers (JOB_WORKERS). */
  jobWorkers: boolean;
  /** Where /contents/ is served from; null: nothing written yet (production without CONTENTS_DIR). */
  contentsDir: string | null;
  devTools: boolean;
  seedDemo: boolean;
  logLevel: string;
  /** Proxy hops in front (0: none; X-Forwarded-* ignored). */
  trustProxy: number;
  /** Networks account information may be viewed from (spec 001 §8); empty: anywhere. */
  accountAllowedNetworks: string[];
  /** Years the 「操作ログ」 keeps its entries (ACCESS_LOG_RETENTION_YEARS). */
  accessLogRetentionYears: number;
}

export class ConfigError extends Error {}

/**
 * Reads the environment once. Every problem is reported at once (a deployer fixes them in one go):
 * a single one as one line naming the variable, several as a list under one heading.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `Invalid ${name}=${JSON.stringify(present[name] ?? '')}: ${issue.message}`;
    }),
    ...identityProblems(present),
    ...deliveryProblems(present),
    ...productionProblems(present),
  ];
  if (problems.length === 1) throw new ConfigError(problems[0]);
  if (problems.length > 1) {
    throw new ConfigError(
      [`Tayori cannot start: ${problems.length} problems in the configuration.`, ...problems].join(
        '\n  - ',
      ),
    );
  }
  if (!parsed.success) throw new ConfigError('Invalid environment');
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          bulkPoolSize: e.DATABASE_BULK_POOL_SIZE,
        }
      : { kind: 'pglite', dataDir: e.DATA_DIR },
    ...identityConfig(e, publicUrl),
    ...deliveryConfig(e, publicUrl, production),
    identityCheck: { minDurationMs: e.IDENTITY_CHECK_MIN_MS },
    principalCacheMs: e.PRINCIPAL_CACHE_SECONDS * 1000,
    chatbot: chatbotConfig(e.CHATBOT_SCRIPT_URL, publicUrl, production),
    shutdownDrainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (production ? 10 : 0)) * 1000,
    jobWorkers: e.JOB_WORKERS === 'on',
    contentsDir: e.CONTENTS_DIR ? resolve(e.CONTENTS_DIR) : production ? null : DEMO_CONTENTS_DIR,
    devTools: e.DEV_TOOLS,
    seedDemo: e.SEED_DEMO ?? !production,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    accountAllowedNetworks: e.ACCOUNT_ALLOWED_NETWORKS ?? [],
    accessLogRetentionYears: e.ACCESS_LOG_RETENTION_YEARS,
  };
}

/**
 * The demo's attention list, manual and privacy page, beside the API: outside the SPA's build, so
 * a production deploy serves none of it (config.ts sits in src/ and its chunk in dist/: both one
 * level below apps/api).
 */
export const DEMO_CONTENTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../demo/contents');

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The demo's own chat widget (apps/web/public), served from this origin. */
export const DEMO_CHATBOT_SCRIPT_PATH = '/chatbot/demo-widget.js';

/**
 * The chatbot script and the origin the CSP must add for it (null when it is this origin's own).
 * A URL on the portal's own origin is kept as its path, so the page loads it from wherever it runs.
 */
function chatbotConfig(
  scriptUrl: string | undefined,
  publicUrl: string,
  production: boolean,
): Config['chatbot'] {
  if (!scriptUrl) {
    return { scriptUrl: production ? null : DEMO_CHATBOT_SCRIPT_PATH, scriptOrigin: null };
  }
  const script = new URL(scriptUrl);
  if (script.origin === new URL(publicUrl).origin) {
    return { scriptUrl: script.pathname + script.search, scriptOrigin: null };
  }
  return { scriptUrl: script.href, scriptOrigin: script.origin };
}

function productionProblems(e: Record<string, string | undefined>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!e.PUBLIC_URL)
    problems.push(
      'PUBLIC_URL is required in production: the address users reach, e.g. https://portal.example.jp',
    );
  if (isOn(e.DEV_TOOLS))
    problems.push(
      'DEV_TOOLS=1 is not allowed in production: /dev/outbox lists temporary passwords',
    );
  const untrusted = !e.TRUST_PROXY || e.TRUST_PROXY === '0' || e.TRUST_PROXY === 'false';
  if (e.PUBLIC_URL?.startsWith('https:') && untrusted && !isOn(e.PROXY_WITHOUT_FORWARDED_FOR))
    problems.push(
      'TRUST_PROXY is required in production with an https:// PUBLIC_URL: the portal serves plain HTTP, so a TLS proxy is in front of it; set TRUST_PROXY to the number of proxies that add X-Forwarded-For (1 for one), or PROXY_WITHOUT_FORWARDED_FOR=1 if yours adds none (every client then has its address: the per-address limits count them together)',
    );
  if (e.CHATBOT_SCRIPT_URL?.startsWith('http:'))
    problems.push(
      'CHATBOT_SCRIPT_URL must be an https:// URL in production: a page served over https cannot load an http script',
    );
  problems.push(...deliveryProductionProblems(e), ...identityProductionProblems(e));
  return problems;
}
