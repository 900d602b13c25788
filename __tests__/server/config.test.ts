import path from "node:path";
import { loadConfig } from "../../server/config";
import { StartupError } from "../../server/startup-error";

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof StartupError) return error.message;
    throw error;
  }
  throw new Error("expected loadConfig to fail");
}

describe("loadConfig", () => {
  it("turns the gRPC port off at 0, takes TLS with both of its files, and refuses one alone", () => {
    expect(loadConfig({ GRPC_PORT: "0" }).grpcPort).toBeNull();
    expect(loadConfig({ GRPC_PORT: "7334", GRPC_TLS_CERT_FILE: "cert.pem", GRPC_TLS_KEY_FILE: "key.pem" })).toMatchObject({
      grpcPort: 7334,
      grpcTls: { certFile: path.resolve("cert.pem"), keyFile: path.resolve("key.pem") },
    });
    expect(() => loadConfig({ GRPC_TLS_CERT_FILE: "cert.pem" })).toThrow("GRPC_TLS_KEY_FILE: TLS on the gRPC port needs both GRPC_TLS_CERT_FILE and GRPC_TLS_KEY_FILE");
    expect(() => loadConfig({ GRPC_TLS_KEY_FILE: "key.pem" })).toThrow("GRPC_TLS_CERT_FILE: TLS on the gRPC port needs both GRPC_TLS_CERT_FILE and GRPC_TLS_KEY_FILE");
    expect(() => loadConfig({ GRPC_PORT: "70000" })).toThrow("GRPC_PORT: expected a port number from 1 to 65535, or 0 for no gRPC");
  });

  it("has a working default for every setting", () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: "127.0.0.1",
      grpcPort: 6334,
      dataDir: path.resolve("data"),
      publicDir: path.resolve("public"),
      publicUrl: "http://localhost:8080",
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: undefined,
      cognito: undefined,
      vectorEngine: "lancedb",
      vectorIndexThreshold: 20_000,
      logLevel: "info",
      trustProxy: false,
      identity: { secretKey: undefined, tokenTtlSeconds: 3600, refreshTokenTtlSeconds: 30 * 24 * 3600 },
      uploadMaxBytes: 5 * 1024 ** 3,
      uploadsS3: undefined,
      metering: { isEnabled: true, flushIntervalMs: 5_000 },
      metricsToken: undefined,
      outboundAllow: [],
      invitationTtlDays: 7,
      auditRetentionDays: 400,
      backupDaySeconds: 86_400,
      billing: { regions: ["local"], usageExportMaxRows: 100_000, invoiceTaxRateBasisPoints: 0, invoiceDueDays: 30 },
    });
  });

  it("reads the regions projects may be made in and the usage export's cap, and rejects nonsense", () => {
    expect(loadConfig({ REGIONS: "eu-west, us-east,eu-west", USAGE_EXPORT_MAX_ROWS: "500" }).billing).toMatchObject({ regions: ["eu-west", "us-east"], usageExportMaxRows: 500 });
    expect(() => loadConfig({ REGIONS: "EU West" })).toThrow(/REGIONS: expected region names \(lowercase letters, digits and hyphens\) separated by commas/);
    expect(() => loadConfig({ USAGE_EXPORT_MAX_ROWS: "0" })).toThrow(/USAGE_EXPORT_MAX_ROWS: expected a number of rows from 1 to 10000000/);
  });

  it("reads the invoices' tax rate and days to pay, and rejects nonsense", () => {
    expect(loadConfig({ INVOICE_TAX_RATE_PERCENT: "7.5", INVOICE_DUE_DAYS: "14" }).billing).toMatchObject({ invoiceTaxRateBasisPoints: 750, invoiceDueDays: 14 });
    expect(loadConfig({ INVOICE_TAX_RATE_PERCENT: "100" }).billing.invoiceTaxRateBasisPoints).toBe(10_000);
    expect(() => loadConfig({ INVOICE_TAX_RATE_PERCENT: "101" })).toThrow(/INVOICE_TAX_RATE_PERCENT: expected a percentage from 0 to 100/);
    expect(() => loadConfig({ INVOICE_TAX_RATE_PERCENT: "-5" })).toThrow(/INVOICE_TAX_RATE_PERCENT: expected a percentage from 0 to 100/);
    expect(() => loadConfig({ INVOICE_DUE_DAYS: "0" })).toThrow(/INVOICE_DUE_DAYS: expected a number of days from 1 to 365/);
  });

  it("reads how many days an invitation stands, and rejects nonsense", () => {
    expect(loadConfig({ INVITATION_TTL_DAYS: "14" }).invitationTtlDays).toBe(14);
    expect(() => loadConfig({ INVITATION_TTL_DAYS: "0" })).toThrow(/INVITATION_TTL_DAYS: expected a number of days from 1 to 365/);
    expect(() => loadConfig({ INVITATION_TTL_DAYS: "a week" })).toThrow(/INVITATION_TTL_DAYS: expected a number of days from 1 to 365/);
  });

  it("reads the metering settings and the Prometheus token, and rejects nonsense", () => {
    expect(loadConfig({ METERING: "off", METERING_FLUSH_SECONDS: "1" }).metering).toEqual({ isEnabled: false, flushIntervalMs: 1_000 });
    expect(() => loadConfig({ METERING: "no" })).toThrow(/METERING: expected on or off/);
    expect(() => loadConfig({ METERING_FLUSH_SECONDS: "61" })).toThrow(/METERING_FLUSH_SECONDS: expected a number of seconds from 1 to 60/);
    const token = "a".repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: expected at least 32 characters/);
  });

  it("shortens token lifetimes for tests and rejects nonsense", () => {
    expect(loadConfig({ TOKEN_TTL_SECONDS: "5" }).identity.tokenTtlSeconds).toBe(5);
    expect(() => loadConfig({ TOKEN_TTL_SECONDS: "0" })).toThrow(/TOKEN_TTL_SECONDS: expected a number of seconds/);
    expect(loadConfig({ VECTOR_INDEX_THRESHOLD: "500" }).vectorIndexThreshold).toBe(500);
    expect(() => loadConfig({ VECTOR_INDEX_THRESHOLD: "0" })).toThrow(/VECTOR_INDEX_THRESHOLD: expected a number of points/);
    expect(() => loadConfig({ IDENTITY_SECRET_KEY: "short" })).toThrow(/IDENTITY_SECRET_KEY: expected 32 bytes/);
    expect(loadConfig({ UPLOAD_MAX_BYTES: "1048576" }).uploadMaxBytes).toBe(1_048_576);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: "0" })).toThrow(/UPLOAD_MAX_BYTES: expected a number of bytes/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: "5GB" })).toThrow(/UPLOAD_MAX_BYTES: expected a number of bytes/);
  });

  it("reads TRUST_PROXY as proxy hops or addresses, and rejects anything else", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.4,::1" }).trustProxy).toEqual(["10.0.0.0/8", "192.168.1.4", "::1"]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: expected a number of proxy hops, or proxy addresses/);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });

  it("reads OUTBOUND_ALLOW_ADDRESSES as addresses and CIDR ranges (none by default), and names a bad one", () => {
    expect(loadConfig({}).outboundAllow).toEqual([]);
    expect(loadConfig({ OUTBOUND_ALLOW_ADDRESSES: "10.0.4.0/24, ::1" }).outboundAllow).toHaveLength(2);
    expect(() => loadConfig({ OUTBOUND_ALLOW_ADDRESSES: "10.0.4.0/24, ollama.internal" })).toThrow(
      'OUTBOUND_ALLOW_ADDRESSES: expected IP addresses and CIDR ranges separated by commas: "ollama.internal" is not an IP address or a CIDR range',
    );
  });

  it("derives PUBLIC_URL from PORT", () => {
    expect(loadConfig({ PORT: "9000" }).publicUrl).toBe("http://localhost:9000");
  });

  it("takes PUBLIC_URL as given, without a trailing slash", () => {
    expect(loadConfig({ PORT: "9000", PUBLIC_URL: "https://vdb.example.com/" }).publicUrl).toBe("https://vdb.example.com");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each(["abc", "80.5", "-1", "65536", "8080x"])("rejects PORT=%s, naming PORT", (port) => {
    expect(configError({ PORT: port })).toBe("Invalid settings:\n  PORT: expected a port number from 0 to 65535");
  });

  it("keeps uploads in DATA_DIR/uploads unless UPLOADS_S3_BUCKET names a bucket, with S3's defaults", () => {
    expect(loadConfig({}).uploadsS3).toBeUndefined();
    expect(loadConfig({ UPLOADS_S3_BUCKET: "vdb-uploads" }).uploadsS3).toEqual({ bucket: "vdb-uploads", region: "us-east-1", endpoint: undefined, prefix: "", forcePathStyle: false });
  });

  it("reads an S3-compatible store's endpoint, region, key prefix (ending in a slash) and path-style URLs", () => {
    const config = loadConfig({
      UPLOADS_S3_BUCKET: "uploads.example",
      UPLOADS_S3_ENDPOINT: "http://minio:9000",
      UPLOADS_S3_REGION: "eu-central-1",
      UPLOADS_S3_PREFIX: "vdb/uploads",
      UPLOADS_S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.uploadsS3).toEqual({ bucket: "uploads.example", region: "eu-central-1", endpoint: "http://minio:9000", prefix: "vdb/uploads/", forcePathStyle: true });
    expect(loadConfig({ UPLOADS_S3_BUCKET: "b12", UPLOADS_S3_REGION: "auto", UPLOADS_S3_PREFIX: "tenants/a/" }).uploadsS3).toMatchObject({ region: "auto", prefix: "tenants/a/" });
  });

  it("rejects a bucket, endpoint, region, prefix or path style that S3 would not take, naming each", () => {
    const message = configError({
      UPLOADS_S3_BUCKET: "My_Bucket",
      UPLOADS_S3_ENDPOINT: "minio:9000",
      UPLOADS_S3_REGION: "EU West",
      UPLOADS_S3_PREFIX: "/uploads",
      UPLOADS_S3_FORCE_PATH_STYLE: "yes",
    });
    expect(message).toBe(
      [
        "Invalid settings:",
        "  UPLOADS_S3_BUCKET: expected a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit",
        "  UPLOADS_S3_ENDPOINT: expected an http(s) URL such as http://minio:9000",
        "  UPLOADS_S3_REGION: expected a region name such as us-east-1 (lowercase letters, digits and hyphens)",
        "  UPLOADS_S3_PREFIX: expected a key prefix such as vdb/uploads/: segments of letters, digits and !_.*'()- separated by single slashes, none first",
        "  UPLOADS_S3_FORCE_PATH_STYLE: expected true or false",
      ].join("\n"),
    );
    for (const prefix of ["a//b", "a/../b", "./a", "a b"]) expect(configError({ UPLOADS_S3_BUCKET: "vdb-uploads", UPLOADS_S3_PREFIX: prefix })).toContain("UPLOADS_S3_PREFIX: expected a key prefix");
    expect(configError({ UPLOADS_S3_BUCKET: "ab" })).toContain("UPLOADS_S3_BUCKET: expected a bucket name");
  });

  it("rejects the S3 settings without UPLOADS_S3_BUCKET, which would silently leave uploads in DATA_DIR", () => {
    expect(configError({ UPLOADS_S3_ENDPOINT: "http://minio:9000", UPLOADS_S3_FORCE_PATH_STYLE: "true" })).toBe(
      [
        "Invalid settings:",
        "  UPLOADS_S3_ENDPOINT: only with UPLOADS_S3_BUCKET: without a bucket, uploads stay in DATA_DIR/uploads",
        "  UPLOADS_S3_FORCE_PATH_STYLE: only with UPLOADS_S3_BUCKET: without a bucket, uploads stay in DATA_DIR/uploads",
      ].join("\n"),
    );
  });

  it("rejects pgvector without DATABASE_URL", () => {
    expect(configError({ VECTOR_ENGINE: "pgvector" })).toBe("Invalid settings:\n  VECTOR_ENGINE: pgvector requires DATABASE_URL (or VECTOR_DATABASE_URL)");
  });

  it("accepts pgvector with a PostgreSQL URL, its vectors in the metadata store's database", () => {
    const config = loadConfig({ VECTOR_ENGINE: "pgvector", DATABASE_URL: "postgres://vdb:pw@db:5432/vdb" });
    expect(config).toMatchObject({ vectorEngine: "pgvector", databaseUrl: "postgres://vdb:pw@db:5432/vdb", vectorDatabaseUrl: "postgres://vdb:pw@db:5432/vdb" });
  });

  it("puts pgvector's vectors in VECTOR_DATABASE_URL's database when it is set", () => {
    const config = loadConfig({ VECTOR_ENGINE: "pgvector", DATABASE_URL: "postgres://vdb:pw@db:5432/vdb", VECTOR_DATABASE_URL: "postgresql://vectors@citus:5432/vectors" });
    expect(config).toMatchObject({ databaseUrl: "postgres://vdb:pw@db:5432/vdb", vectorDatabaseUrl: "postgresql://vectors@citus:5432/vectors" });
  });

  it("rejects VECTOR_DATABASE_URL with the LanceDB engine, and one that is not PostgreSQL's", () => {
    expect(configError({ VECTOR_DATABASE_URL: "postgres://vectors@citus/vectors" })).toBe(
      "Invalid settings:\n  VECTOR_DATABASE_URL: only the pgvector engine keeps its vectors in a database: set VECTOR_ENGINE=pgvector",
    );
    expect(configError({ VECTOR_ENGINE: "pgvector", VECTOR_DATABASE_URL: "mysql://vectors@db/vectors" })).toContain("VECTOR_DATABASE_URL: expected a postgres:// or postgresql:// URL");
  });

  it("rejects an unknown engine and log level, naming both", () => {
    const message = configError({ VECTOR_ENGINE: "faiss", LOG_LEVEL: "loud" });
    expect(message).toContain("VECTOR_ENGINE: expected one of lancedb, pgvector");
    expect(message).toContain("LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent");
  });

  it("never repeats a bad value, which may hold a password", () => {
    const message = configError({ DATABASE_URL: "mysql://root:hunter2@db/x" });
    expect(message).toBe("Invalid settings:\n  DATABASE_URL: expected a postgres:// or postgresql:// URL");
  });

  it("reads an AWS Cognito pool when all three variables are set", () => {
    const config = loadConfig({ COGNITO_REGION: "eu-west-1", COGNITO_USER_POOL_ID: "eu-west-1_AbC123", COGNITO_CLIENT_ID: "abc123" });
    expect(config.cognito).toEqual({ region: "eu-west-1", userPoolId: "eu-west-1_AbC123", clientId: "abc123" });
  });

  it("rejects a partial Cognito pool, naming what is missing", () => {
    const message = configError({ COGNITO_USER_POOL_ID: "eu-west-1_AbC123" });
    expect(message).toContain("COGNITO_REGION: required when any of");
    expect(message).toContain("COGNITO_CLIENT_ID: required when any of");
  });

  it("rejects a pool id of another region", () => {
    const message = configError({ COGNITO_REGION: "us-east-1", COGNITO_USER_POOL_ID: "eu-west-1_AbC123", COGNITO_CLIENT_ID: "abc" });
    expect(message).toBe("Invalid settings:\n  COGNITO_USER_POOL_ID: expected a pool of region us-east-1");
  });
});
