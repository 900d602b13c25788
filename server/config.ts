// The service's settings, parsed once at start from the environment and passed
// down. This is the only file that reads process.env (see eslint.config.mjs);
// the variable names are the ones ARCHITECTURE.md ("Settings of the service")
// promises to deployments.
import path from "node:path";
import { z } from "zod";
import { USER_POOL_ID_PATTERN } from "../contract/console-config";
import { parseAllowList, type AllowList } from "./outbound/address-policy";
import { StartupError } from "./startup-error";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const VECTOR_ENGINES = ["lancedb", "pgvector"] as const;
export type VectorEngine = (typeof VECTOR_ENGINES)[number];

export interface CognitoPool {
  region: string;
  userPoolId: string;
  clientId: string;
}

export interface Config {
  port: number;
  host: string;
  /** Qdrant's gRPC API on this port of HOST (GRPC_PORT, 6334 as Qdrant's); null when GRPC_PORT is 0. */
  grpcPort: number | null;
  /** TLS for the gRPC port (GRPC_TLS_CERT_FILE and GRPC_TLS_KEY_FILE, PEM); HTTP/2 cleartext without. */
  grpcTls?: { certFile: string; keyFile: string };
  /** Absolute path of the folder for every embedded store. */
  dataDir: string;
  /** Absolute path of the built console (gatsby build output). */
  publicDir: string;
  /** External URL without a trailing slash: token issuer, links in e-mails. */
  publicUrl: string;
  databaseUrl?: string;
  /** The pgvector engine's database: VECTOR_DATABASE_URL, or the metadata store's (DATABASE_URL). */
  vectorDatabaseUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  /** Set when tokens come from an AWS Cognito pool instead of the embedded one. */
  cognito?: CognitoPool;
  vectorEngine: VectorEngine;
  /** Points from which a collection gets an HNSW index; below it every search is exact. */
  vectorIndexThreshold: number;
  logLevel: LogLevel;
  /**
   * Which proxies' X-Forwarded-For to believe, so that rate limits and logs
   * see clients, not the load balancer: a number of hops, or their addresses
   * and CIDR ranges. False (the default): the socket's address.
   */
  trustProxy: false | number | string[];
  identity: IdentitySettings;
  /** Largest file a tus upload may send (413 above it). */
  uploadMaxBytes: number;
  /** Set when uploads go to an S3-compatible bucket instead of DATA_DIR/uploads (server/uploads/create-upload-storage.ts). */
  uploadsS3?: UploadsS3Settings;
  metering: MeteringSettings;
  /** The bearer token GET /metrics (Prometheus) asks for; unset, /metrics answers 404. */
  metricsToken?: string;
  /**
   * Inside addresses (loopback, private, link-local, ...) that tenant-named
   * URLs (external models, webhooks) may reach anyway: an operator's own
   * embedding server on the private network, say. Empty: public addresses only.
   */
  outboundAllow: AllowList;
  /**
   * Days an invitation to join an organisation stands (7, as a Cognito pool's temporary passwords by default: the
   * embedded pool's last 7 days, an AWS pool's its TemporaryPasswordValidityDays; a resend renews both).
   */
  invitationTtlDays: number;
  /** Days the audit trail keeps an entry (AUDIT_RETENTION_DAYS, default 400); older ones are deleted hourly (server/audit/). */
  auditRetentionDays: number;
  /**
   * Seconds in a backup schedule's day (BACKUP_DAY_SECONDS, default 86400): how often a daily backup runs, and what its
   * retention counts in. Shorter only to watch a schedule work (tests, trials).
   */
  backupDaySeconds: number;
  billing: BillingSettings;
}

export interface UploadsS3Settings {
  bucket: string;
  region: string;
  /** Another endpoint than AWS's (MinIO, Ceph, R2, ...). */
  endpoint?: string;
  /** Put before every key: "" or a path ending in "/". */
  prefix: string;
  /** Path-style URLs (endpoint/bucket/key), as MinIO-like stores want; AWS's default is the bucket in the host name. */
  forcePathStyle: boolean;
}

export interface BillingSettings {
  /** The regions a project may be made in (REGIONS), the first the default; a tier bounds how many an organisation uses. */
  regions: string[];
  /** The most rows a usage export streams (USAGE_EXPORT_MAX_ROWS); past it the export is refused with 400. */
  usageExportMaxRows: number;
  /** The tax invoices charge (INVOICE_TAX_RATE_PERCENT, default 0), in basis points: 20 % is 2000. */
  invoiceTaxRateBasisPoints: number;
  /** Days from an invoice's issue to when it is due (INVOICE_DUE_DAYS, default 30). */
  invoiceDueDays: number;
}

export interface MeteringSettings {
  /** Whether data-plane calls are recorded (usage rollups, the monthly allowance); off only to measure its cost. */
  isEnabled: boolean;
  /** How often each instance writes its usage rollups: what a crash may lose. */
  flushIntervalMs: number;
}

export interface IdentitySettings {
  /**
   * Key (32 bytes, base64 or hex) that encrypts identity secrets at rest: SRP
   * verifiers, TOTP secrets, the token signing key. Unset: one is generated on
   * first start and kept in DATA_DIR (fine for one machine, not for a cluster).
   */
  secretKey?: string;
  /** Lifetime of id and access tokens (Cognito's default: 60 minutes); tests shorten it. */
  tokenTtlSeconds: number;
  /** Lifetime of refresh tokens (Cognito's default: 30 days). */
  refreshTokenTtlSeconds: number;
}


function positiveInteger(message: string, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message));
}

/** 5 GiB: issue 12 asks for files of 2 GB at least. */
const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 ** 3;
const UPLOAD_MAX_BYTES_MESSAGE = "expected a number of bytes from 1 to 999999999999999";

const COGNITO_VARIABLES = ["COGNITO_REGION", "COGNITO_USER_POOL_ID", "COGNITO_CLIENT_ID"] as const;
/** What says how to reach the uploads' bucket: nothing without UPLOADS_S3_BUCKET. */
const UPLOADS_S3_VARIABLES = ["UPLOADS_S3_ENDPOINT", "UPLOADS_S3_REGION", "UPLOADS_S3_PREFIX", "UPLOADS_S3_FORCE_PATH_STYLE"] as const;

/** A port number's text, 0 to 65535, as a number; `message` says what is expected. */
const portNumber = (message: string) => z.string().regex(/^\d{1,5}$/, message).transform(Number).pipe(z.number().max(65535, message));

const envSchema = z
  .object({
    PORT: portNumber("expected a port number from 0 to 65535").default(8080),
    HOST: z.string().default("127.0.0.1"),
    GRPC_PORT: portNumber("expected a port number from 1 to 65535, or 0 for no gRPC").default(6334),
    GRPC_TLS_CERT_FILE: z.string().optional(),
    GRPC_TLS_KEY_FILE: z.string().optional(),
    DATA_DIR: z.string().default("./data"),
    PUBLIC_DIR: z.string().default("./public"),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: "expected an http(s) URL" }).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "expected a postgres:// or postgresql:// URL" }).optional(),
    VECTOR_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "expected a postgres:// or postgresql:// URL" }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "expected an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().optional(),
    COGNITO_REGION: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, "expected an AWS region such as eu-west-1")
      .optional(),
    COGNITO_USER_POOL_ID: z.string().regex(USER_POOL_ID_PATTERN, "expected a user pool id such as eu-west-1_AbC123").optional(),
    COGNITO_CLIENT_ID: z.string().optional(),
    VECTOR_ENGINE: z.enum(VECTOR_ENGINES, { error: `expected one of ${VECTOR_ENGINES.join(", ")}` }).default("lancedb"),
    VECTOR_INDEX_THRESHOLD: positiveInteger("expected a number of points from 1 to 100000000", 100_000_000).default(20_000),
    TRUST_PROXY: z
      .string()
      .regex(/^(?:\d{1,2}|[0-9a-fA-F:.]+(?:\/\d{1,3})?(?:\s*,\s*[0-9a-fA-F:.]+(?:\/\d{1,3})?)*)$/, "expected a number of proxy hops, or proxy addresses and CIDR ranges separated by commas")
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    IDENTITY_SECRET_KEY: z
      .string()
      .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, "expected 32 bytes as 64 hex digits or 44 base64 characters")
      .optional(),
    TOKEN_TTL_SECONDS: positiveInteger("expected a number of seconds from 1 to 86400", 86_400).default(3600),
    REFRESH_TOKEN_TTL_SECONDS: positiveInteger("expected a number of seconds from 1 to 315360000", 315_360_000).default(30 * 24 * 3600),
    UPLOAD_MAX_BYTES: z
      .string()
      .regex(/^\d{1,15}$/, UPLOAD_MAX_BYTES_MESSAGE)
      .transform(Number)
      .pipe(z.number().min(1, UPLOAD_MAX_BYTES_MESSAGE))
      .default(DEFAULT_UPLOAD_MAX_BYTES),
    UPLOADS_S3_BUCKET: z
      .string()
      .regex(/^(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "expected a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit")
      .optional(),
    UPLOADS_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "expected an http(s) URL such as http://minio:9000" }).optional(),
    UPLOADS_S3_REGION: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected a region name such as us-east-1 (lowercase letters, digits and hyphens)")
      .optional(),
    UPLOADS_S3_PREFIX: z
      .string()
      .regex(/^(?:[A-Za-z0-9!_.*'()-]+\/)*[A-Za-z0-9!_.*'()-]+\/?$/, "expected a key prefix such as vdb/uploads/: segments of letters, digits and !_.*'()- separated by single slashes, none first")
      .refine((prefix) => !prefix.split("/").some((segment) => segment === "." || segment === ".."), "expected a key prefix without . or .. segments")
      .transform((prefix) => (prefix.endsWith("/") ? prefix : `${prefix}/`))
      .optional(),
    UPLOADS_S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: "expected true or false" }).optional(),
    METERING: z.enum(["on", "off"], { error: "expected on or off" }).default("on"),
    METERING_FLUSH_SECONDS: positiveInteger("expected a number of seconds from 1 to 60", 60).default(5),
    METRICS_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9\-._~+/]{32,}=*$/, "expected at least 32 characters of a bearer token (letters, digits, -._~+/)")
      .optional(),
    INVITATION_TTL_DAYS: positiveInteger("expected a number of days from 1 to 365", 365).default(7),
    AUDIT_RETENTION_DAYS: positiveInteger("expected a number of days from 1 to 36500", 36_500).default(400),
    BACKUP_DAY_SECONDS: positiveInteger("expected a number of seconds from 1 to 86400", 86_400).default(86_400),
    REGIONS: z
      .string()
      .transform((text, ctx) => {
        const regions = [...new Set(text.split(",").map((region) => region.trim()))];
        if (!regions.every((region) => /^[a-z][a-z0-9-]{0,62}$/.test(region))) ctx.addIssue({ code: "custom", message: "expected region names (lowercase letters, digits and hyphens) separated by commas" });
        return regions;
      })
      .optional(),
    USAGE_EXPORT_MAX_ROWS: positiveInteger("expected a number of rows from 1 to 10000000", 10_000_000).default(100_000),
    INVOICE_TAX_RATE_PERCENT: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$|^100$/, "expected a percentage from 0 to 100, with at most two decimals, such as 20 or 7.5")
      .transform((text) => Math.round(Number(text) * 100))
      .default(0),
    INVOICE_DUE_DAYS: positiveInteger("expected a number of days from 1 to 365", 365).default(30),
    OUTBOUND_ALLOW_ADDRESSES: z
      .string()
      .transform((text, ctx) => {
        const allow = parseAllowList(text);
        if (typeof allow === "string") ctx.addIssue({ code: "custom", message: `expected IP addresses and CIDR ranges separated by commas: ${allow}` });
        return typeof allow === "string" ? [] : allow;
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.VECTOR_ENGINE === "pgvector" && !env.DATABASE_URL && !env.VECTOR_DATABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["VECTOR_ENGINE"], message: "pgvector requires DATABASE_URL (or VECTOR_DATABASE_URL)" });
    }
    if (env.VECTOR_DATABASE_URL && env.VECTOR_ENGINE !== "pgvector") {
      ctx.addIssue({ code: "custom", path: ["VECTOR_DATABASE_URL"], message: "only the pgvector engine keeps its vectors in a database: set VECTOR_ENGINE=pgvector" });
    }
    // An AWS pool needs all three: a partial set would silently fall back to the embedded pool.
    const setCount = COGNITO_VARIABLES.filter((name) => env[name] !== undefined).length;
    if (setCount > 0 && setCount < COGNITO_VARIABLES.length) {
      for (const name of COGNITO_VARIABLES.filter((variable) => env[variable] === undefined)) {
        ctx.addIssue({ code: "custom", path: [name], message: `required when any of ${COGNITO_VARIABLES.join(", ")} is set` });
      }
    }
    if ((env.GRPC_TLS_CERT_FILE === undefined) !== (env.GRPC_TLS_KEY_FILE === undefined)) {
      const missing = env.GRPC_TLS_CERT_FILE === undefined ? "GRPC_TLS_CERT_FILE" : "GRPC_TLS_KEY_FILE";
      ctx.addIssue({ code: "custom", path: [missing], message: "TLS on the gRPC port needs both GRPC_TLS_CERT_FILE and GRPC_TLS_KEY_FILE" });
    }
    // Without a bucket uploads stay in DATA_DIR/uploads: a lone endpoint or prefix would silently do nothing.
    if (!env.UPLOADS_S3_BUCKET) {
      for (const name of UPLOADS_S3_VARIABLES.filter((variable) => env[variable] !== undefined)) {
        ctx.addIssue({ code: "custom", path: [name], message: "only with UPLOADS_S3_BUCKET: without a bucket, uploads stay in DATA_DIR/uploads" });
      }
    }
    if (env.COGNITO_REGION && env.COGNITO_USER_POOL_ID && !env.COGNITO_USER_POOL_ID.startsWith(`${env.COGNITO_REGION}_`)) {
      ctx.addIssue({ code: "custom", path: ["COGNITO_USER_POOL_ID"], message: `expected a pool of region ${env.COGNITO_REGION}` });
    }
  });

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    // The message names every bad variable and nothing of their values (some hold passwords).
    throw new StartupError(`Invalid settings:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const cognito =
    values.COGNITO_REGION && values.COGNITO_USER_POOL_ID && values.COGNITO_CLIENT_ID
      ? { region: values.COGNITO_REGION, userPoolId: values.COGNITO_USER_POOL_ID, clientId: values.COGNITO_CLIENT_ID }
      : undefined;
  return {
    port: values.PORT,
    host: values.HOST,
    grpcPort: values.GRPC_PORT === 0 ? null : values.GRPC_PORT,
    ...(values.GRPC_TLS_CERT_FILE && values.GRPC_TLS_KEY_FILE ? { grpcTls: { certFile: path.resolve(values.GRPC_TLS_CERT_FILE), keyFile: path.resolve(values.GRPC_TLS_KEY_FILE) } } : {}),
    dataDir: path.resolve(values.DATA_DIR),
    publicDir: path.resolve(values.PUBLIC_DIR),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    databaseUrl: values.DATABASE_URL,
    vectorDatabaseUrl: values.VECTOR_DATABASE_URL ?? values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    cognito,
    vectorEngine: values.VECTOR_ENGINE,
    vectorIndexThreshold: values.VECTOR_INDEX_THRESHOLD,
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    identity: {
      secretKey: values.IDENTITY_SECRET_KEY,
      tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
    },
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    uploadsS3: values.UPLOADS_S3_BUCKET
      ? {
          bucket: values.UPLOADS_S3_BUCKET,
          region: values.UPLOADS_S3_REGION ?? "us-east-1",
          endpoint: values.UPLOADS_S3_ENDPOINT,
          prefix: values.UPLOADS_S3_PREFIX ?? "",
          forcePathStyle: values.UPLOADS_S3_FORCE_PATH_STYLE === "true",
        }
      : undefined,
    metering: { isEnabled: values.METERING === "on", flushIntervalMs: values.METERING_FLUSH_SECONDS * 1000 },
    metricsToken: values.METRICS_TOKEN,
    outboundAllow: values.OUTBOUND_ALLOW_ADDRESSES ?? [],
    invitationTtlDays: values.INVITATION_TTL_DAYS,
    auditRetentionDays: values.AUDIT_RETENTION_DAYS,
    backupDaySeconds: values.BACKUP_DAY_SECONDS,
    billing: {
      regions: values.REGIONS ?? ["local"],
      usageExportMaxRows: values.USAGE_EXPORT_MAX_ROWS,
      invoiceTaxRateBasisPoints: values.INVOICE_TAX_RATE_PERCENT,
      invoiceDueDays: values.INVOICE_DUE_DAYS,
    },
  };
}

function parseTrustProxy(value: string | undefined): Config["trustProxy"] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((address) => address.trim());
}

/** `VAR=` in an env file means "not set", not "set to the empty string". */
function withoutEmptyValues(env: Env): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed) result[name] = trimmed;
  }
  return result;
}
