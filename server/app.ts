// The HTTP app: settings in, a Fastify instance out. main.ts listens with it;
// tests drive it in-process over loopback HTTP. Each part of the service is a
// plugin registered here; later parts (identity, control plane, data plane)
// register the same way, with their own error shapes inside their own scope.
// The metadata store and the token verifier come in ready (main.ts opens the
// store, tests pass their own), so building the app never touches a disk.
import fastifyCompress from "@fastify/compress";
import fastify, { type FastifyInstance } from "fastify";
import type { TokenVerifier } from "./access/token-verifier";
import { CallQuota } from "./billing/call-quota";
import { priceList } from "./billing/price-list";
import { createAlertContext } from "./alerts/alert-context";
import { scheduleAlertJobs } from "./alerts/alert-jobs";
import { scheduleAuditJobs } from "./audit/audit-retention";
import type { DeliverySettings } from "./alerts/delivery/delivery-settings";
import type { Config } from "./config";
import { consoleConfigRoutes } from "./console-config/console-config-route";
import { controlPlane } from "./control/control-plane";
import { createDataPlane } from "./data/data-plane";
import { dataPlaneRoutes } from "./data/data-plane-routes";
import { replayPendingWrites, sweepPendingWrites } from "./data/writes/replay-pending-writes";
import type { Store } from "./db/client";
import type { VectorEngine } from "./engine/vector-engine";
import { healthRoutes } from "./health/health-route";
import { identityPlugin } from "./identity/plugin";
import { ReaderThreads } from "./imports/run/reader-threads";
import { importJobHandler } from "./imports/run/run-import";
import type { EmbeddingModel } from "./models/embedding-model";
import { loadModelSealingKey } from "./models/external/sealing-key";
import { createModelCatalog } from "./models/model-catalog";
import { createOutboundClient } from "./outbound/outbound-client";
import { JobRunner, type JobHandler } from "./jobs/job-runner";
import { createSnapshotContext } from "./data/snapshots/create-snapshot-context";
import { restoreJobHandler } from "./data/snapshots/restore-snapshot";
import { snapshotJobHandler } from "./data/snapshots/take-snapshot";
import { sweepWorkFiles } from "./data/snapshots/sweep-work-files";
import { backupJobHandler } from "./backups/run-backup";
import { scheduleBackups } from "./backups/schedule-backups";
import { scheduleInvoiceJobs } from "./invoices/invoice-jobs";
import { manualPaymentCollector } from "./invoices/payment-collector";
import { PeriodicJobs } from "./jobs/periodic-jobs";
import { scheduleMeteringJobs } from "./metering/metering-jobs";
import { createServiceMetrics } from "./metering/prometheus/service-metrics";
import { serviceMetricsRoute } from "./metering/prometheus/service-metrics-route";
import { createIdentityService } from "./identity/service";
import type { AwsPoolAdminOptions } from "./identity/aws-pool-admin";
import { createUserPoolAdmin } from "./identity/create-user-pool-admin";
import type { Mailer } from "./mail/mailer";
import { registerErrorHandling, replyToFrameworkError } from "./replies/error-replies";
import { generateRequestId, registerResponseHeaders } from "./replies/response-headers";
import { serveConsole } from "./static/serve-console";
import { createUploadStorage } from "./uploads/create-upload-storage";
import type { S3Credentials } from "./object-storage/s3-connection";

export interface BuildAppOptions {
  /** Structured JSON logs at config.logLevel; tests turn them off. Default true. */
  logger?: boolean;
  /** The open, migrated metadata store (openStore). */
  store?: Store;
  /** Verifies the bearer tokens of /api calls. With `store`, the control plane (/api/auth/me, ...) is served. */
  tokenVerifier?: TokenVerifier;
  /** Delivers the identity service's e-mail. With `store`, the embedded user pool is served (unless an AWS pool is configured). */
  mailer?: Mailer;
  /** The open vector engine. With `store`, the Qdrant-compatible data plane (/collections, /aliases) is served. */
  vectorEngine?: VectorEngine;
  /** This instance's name in the work it owns (server/instance-id.ts); a new one per app when absent. */
  instanceId?: string;
  /** The built-in embedding models (server/models/builtin/), started by whoever builds the app; none when absent. */
  builtinModels?: readonly EmbeddingModel[];
  /** Handlers of further kinds of jobs, beside the service's own (tests bring theirs). */
  jobHandlers?: readonly JobHandler[];
  /** Alerting: `isScheduled: false` leaves evaluation and deliveries to the caller (tests drive them at times of their choosing); the delivery timeout and backoff. */
  alerting?: { isScheduled?: boolean; delivery?: Partial<DeliverySettings> };
  /** An AWS Cognito pool's endpoint and credentials for member invitations (tests: a local endpoint); by default AWS's, with the SDK's credentials. */
  awsUserPool?: AwsPoolAdminOptions;
  /** Credentials for the uploads' bucket (UPLOADS_S3_BUCKET; tests: a local server's); by default the SDK's chain. */
  uploadsS3Credentials?: S3Credentials;
  /** Tests: an audited route that answers 2xx without naming its target to the audit trail fails (server/audit/). */
  isAuditStrict?: boolean;
}

/** Longest path parameter routed: 255 characters of up to 4 UTF-8 bytes, each written as %XX. */
const MAX_PARAM_LENGTH = 255 * 4 * 3;

/** Believes X-Forwarded-For up to `hops` proxies in front of the service. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const app = fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: generateRequestId,
    requestIdHeader: false,
    frameworkErrors: replyToFrameworkError,
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    // Path segments as long as Qdrant's names, percent-encoded (a 255-character collection name, a 200-byte vector name); Fastify's 100 answered 404.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });

  registerResponseHeaders(app);
  registerErrorHandling(app);
  // Before every route plugin, so its onSend hook covers them all. Streams
  // (static files) are compressed too; only compressible types above 1 kB.
  void app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"] });

  void app.register(healthRoutes);
  void app.register(consoleConfigRoutes, { config });
  // The engine and the store are closed by whoever opened them (main.ts), after the data plane's own onClose.
  const store = options.store;
  // The project's embedding models: the built-in ones and those it added (external OpenAI-compatible endpoints).
  // Every URL a tenant names (external models, webhooks) is called through this client: public addresses only, unless allow-listed.
  const outbound = createOutboundClient({ allow: config.outboundAllow });
  app.addHook("onClose", () => outbound.close());
  const models = store ? createModelCatalog({ db: store.db, builtins: options.builtinModels ?? [], sealingKey: () => loadModelSealingKey(config), outbound }) : undefined;
  // The price list of content/pricing/ (what tiers allow), read now so that a broken one stops the start.
  priceList();
  // The monthly allowance of data-plane calls, counted in memory and reconciled with the metering's rollups.
  const callQuota: CallQuota | undefined = store
    ? new CallQuota({ db: store.db, log: app.log, isMetered: config.metering.isEnabled, flushUsage: (): Promise<void> => dataPlane?.usage.flush() ?? Promise.resolve() })
    : undefined;
  if (callQuota) app.addHook("onClose", async () => callQuota.close());
  const dataPlane =
    store && options.vectorEngine
      ? createDataPlane({
          db: store.db,
          engine: options.vectorEngine,
          log: app.log,
          tokenVerifier: options.tokenVerifier,
          instanceId: options.instanceId,
          models,
          usage: { isEnabled: config.metering.isEnabled, flushIntervalMs: config.metering.flushIntervalMs },
          callAllowance: callQuota,
        })
      : undefined;
  // Background work (server/jobs/), claimed from the store's jobs table once the service is ready.
  const jobs = store ? new JobRunner({ db: store.db, log: app.log, owner: options.instanceId }) : undefined;
  for (const handler of options.jobHandlers ?? []) jobs?.register(handler);
  // The service's recurring work, queued once per period across instances (server/jobs/periodic-jobs.ts).
  const periodic = store ? new PeriodicJobs({ db: store.db, log: app.log, owner: options.instanceId }) : undefined;
  if (periodic && store) scheduleMeteringJobs(periodic, { db: store.db, engine: options.vectorEngine, log: app.log });
  // The audit trail's entries past AUDIT_RETENTION_DAYS go hourly.
  if (periodic && store) scheduleAuditJobs(periodic, { db: store.db, retentionDays: config.auditRetentionDays });
  // Alert rules checked every minute and their deliveries sent by a sweep, on the periodic runner (server/alerts/).
  const alerts = store ? createAlertContext({ config, db: store.db, log: app.log, mailer: options.mailer, delivery: options.alerting?.delivery, outbound }) : undefined;
  if (periodic && alerts && options.alerting?.isScheduled !== false) scheduleAlertJobs(periodic, alerts);
  // Invoices: payments recorded by hand (the one collector here); the previous month's drafts made hourly.
  const invoices = { taxRateBasisPoints: config.billing.invoiceTaxRateBasisPoints, dueDays: config.billing.invoiceDueDays, payments: manualPaymentCollector };
  if (periodic && store) scheduleInvoiceJobs(periodic, { db: store.db, ...invoices }, app.log);
  // Uploads in DATA_DIR/uploads, or in an S3-compatible bucket by settings (server/uploads/create-upload-storage.ts).
  const uploadStorage = store ? createUploadStorage(config, { s3Credentials: options.uploadsS3Credentials }) : undefined;
  if (uploadStorage) app.addHook("onClose", async () => uploadStorage.close());
  const imports = dataPlane && uploadStorage ? { plane: dataPlane, uploads: uploadStorage, jobs, models, readers: new ReaderThreads() } : undefined;
  if (imports) jobs?.register(importJobHandler(imports));
  // Snapshots in DATA_DIR/snapshots, or under snapshots/ in the uploads' bucket; written and restored by jobs (server/data/snapshots/).
  const snapshots = dataPlane && store ? createSnapshotContext(config, { plane: dataPlane, jobs, outbound, s3Credentials: options.uploadsS3Credentials }) : undefined;
  if (snapshots) {
    jobs?.register(snapshotJobHandler(snapshots));
    jobs?.register(restoreJobHandler(snapshots));
    app.addHook("onReady", async () => {
      const removed = await sweepWorkFiles(snapshots.workDir);
      if (removed > 0) app.log.info({ removed }, "removed snapshot work files a stopped instance left");
    });
    app.addHook("onClose", async () => snapshots.storage.close());
  }
  // Backups: a snapshot of each collection, on the plan's schedule or on demand (server/backups/).
  const backups = snapshots ? { snapshots, daySeconds: config.backupDaySeconds } : undefined;
  if (backups) jobs?.register(backupJobHandler(backups));
  if (backups && periodic) scheduleBackups(periodic, backups, () => jobs?.wake());
  void app.register(async (scope) => {
    // One user pool for both: the Cognito endpoint and /api's sign-in for clients without a browser.
    const identity = store && options.mailer && !config.cognito ? await createIdentityService({ config, db: store.db, mailer: options.mailer }) : undefined;
    if (identity) await scope.register(identityPlugin, { service: identity });
    const uploads = uploadStorage ? { storage: uploadStorage, maxBytes: config.uploadMaxBytes } : undefined;
    const metrics = dataPlane ? { engine: dataPlane.engine } : undefined;
    // Member invitations go through the same pool the tokens come from: the embedded one, or AWS Cognito by settings.
    const pool = createUserPoolAdmin(config, { identity, mailer: options.mailer, aws: options.awsUserPool });
    const members = pool ? { pool, invitationTtlDays: config.invitationTtlDays } : undefined;
    const billing = { quota: callQuota, regions: config.billing.regions, exportMaxRows: config.billing.usageExportMaxRows };
    const snapshotFiles = snapshots ? { removeProject: (projectId: string) => snapshots.storage.removeAll(`${projectId}/`) } : undefined;
    await scope.register(controlPlane, { db: store?.db, tokenVerifier: options.tokenVerifier, identity, dataPlane, jobs, uploads, snapshotFiles, backups, imports, models, metrics, alerts, members, billing, invoices, isAuditStrict: options.isAuditStrict });
  });
  // GET /metrics for the operators' Prometheus, with every request timed, when METRICS_TOKEN is set (404 otherwise).
  const serviceMetrics = store && config.metricsToken ? createServiceMetrics({ db: store.db, log: app.log, pendingRollups: () => dataPlane?.usage.pendingCount ?? 0 }) : undefined;
  if (serviceMetrics) app.addHook("onResponse", async (request, reply) => serviceMetrics.observe(request, reply));
  void app.register(serviceMetricsRoute, { token: config.metricsToken, metrics: serviceMetrics });
  if (dataPlane) {
    void app.register(dataPlaneRoutes, { plane: dataPlane, snapshots, isAuditStrict: options.isAuditStrict });
    // Before listening: writes acknowledged with wait=false that a crash left unapplied land first.
    // Then, while it runs: those of another instance that stopped, within 20 s (replay-pending-writes.ts).
    let stopSweep: (() => Promise<void>) | undefined;
    app.addHook("onReady", async () => {
      await replayPendingWrites(dataPlane);
      stopSweep = sweepPendingWrites(dataPlane);
    });
    app.addHook("onClose", async () => {
      await stopSweep?.();
    });
  }
  if (jobs) {
    // After the replay above: a job's writes queue behind the ones acknowledged before the last stop.
    app.addHook("onReady", () => jobs.start());
    // Running jobs are aborted and given back to the queue, to resume from their checkpoints at the next start.
    app.addHook("onClose", async () => {
      await jobs.stop();
      await imports?.readers.close();
    });
  }
  if (periodic) {
    app.addHook("onReady", () => periodic.start());
    app.addHook("onClose", () => periodic.stop());
  }
  void app.register(serveConsole, { publicDir: config.publicDir });
  return app;
}
