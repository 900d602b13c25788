// The control plane: every route of /api, registered from its declaration in
// contract/ through the one router (api-router.ts), its OpenAPI document at
// /api/openapi.json, and a JSON 404 for /api paths no route claims (never the
// console's HTML 404 page). Errors answer {"error": {"code", "message"}}.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { referenceRoutes } from "../../contract/api-routes";
import { buildApiDocument } from "../../contract/openapi";
import type { TokenVerifier } from "../access/token-verifier";
import type { AlertContext } from "../alerts/alert-context";
import type { Database } from "../db/client";
import type { VectorEngine } from "../engine/vector-engine";
import { AppError } from "../errors";
import type { IdentityService } from "../identity/service";
import type { UserPoolAdmin } from "../identity/user-pool-admin";
import type { ServiceModelCatalog } from "../models/model-catalog";
import { pathOf, replyToErrorsAsJson } from "../replies/error-replies";
import { registerAlertRoutes } from "../alerts/alert-routes";
import type { BackupContext } from "../backups/backup-context";
import { registerBackupRoutes } from "../backups/backup-routes";
import { registerNotebookRoutes } from "../notebooks/notebook-routes";
import { registerApiKeyRoutes } from "../api-keys/api-key-routes";
import type { BillingContext } from "../billing/billing-context";
import { registerBillingRoutes } from "../billing/billing-routes";
import type { ApiKeyForgetter } from "../api-keys/revoke-api-key";
import { createApiRouter } from "../api-router/api-router";
import { createAuditTrail } from "../audit/audit-trail";
import { registerAuditRoutes } from "../audit/audit-routes";
import type { ImportContext } from "../imports/import-context";
import { registerImportRoutes } from "../imports/import-routes";
import { registerJobRoutes, type JobCanceller } from "../jobs/job-routes";
import type { InvoiceContext } from "../invoices/invoice-context";
import { registerInvoiceRoutes } from "../invoices/invoice-routes";
import { registerMemberRoutes } from "../members/member-routes";
import { registerMetricsRoutes } from "../metrics/metrics-routes";
import { registerModelRoutes } from "../models/model-routes";
import { registerRoleRoutes } from "../roles/role-routes";
import { registerNotificationRoutes } from "../notifications/notification-routes";
import { registerAccountRoutes } from "../organisations/account-routes";
import type { ProjectCollectionsDropper } from "../projects/delete-project";
import { registerProjectRoutes } from "../projects/project-routes";
import { registerSignInRoutes } from "../sign-in/sign-in-routes";
import { withProjectFiles, type ProjectFiles } from "../projects/with-project-files";
import { createUploadTransfer } from "../uploads/tus-transfer";
import { uploadScope } from "../uploads/upload-scope";
import type { UploadStorage } from "../uploads/upload-storage";

export interface ControlPlaneOptions {
  /** The metadata store and the token verifier: with both, the signed-in routes are served. */
  db?: Database;
  tokenVerifier?: TokenVerifier;
  /** The embedded user pool: with it, sign-in for scripts (/api/auth/login, /api/auth/forgot-password). */
  identity?: IdentityService;
  /** The data plane, when served: told when keys are revoked and projects deleted. */
  dataPlane?: ApiKeyForgetter & ProjectCollectionsDropper;
  /** The jobs runner: told when a job it runs is cancelled. */
  jobs?: JobCanceller;
  /** What imports of uploaded files need (the data plane, the uploads folder, the models): with it, /imports is served. */
  imports?: Omit<ImportContext, "db">;
  /** Where tus uploads go (a folder or a bucket) and the largest file accepted. */
  uploads?: { storage: UploadStorage; maxBytes: number };
  /** The project's snapshot files (server/data/snapshots/), removed with the project. */
  snapshotFiles?: ProjectFiles;
  /** Backups (server/backups/): with it, /backups is served. */
  backups?: BackupContext;
  /** The project's embedding models (built-in and external, server/models/model-catalog.ts): with it, /models and /inference are served. */
  models?: ServiceModelCatalog;
  /** The vector engine, which measures collections: with it, /metrics is served. */
  metrics?: { engine: VectorEngine };
  /** What alerting needs (server/alerts/alert-context.ts): with it, /alerts is served. */
  alerts?: AlertContext;
  /** The user pool that makes invited accounts (embedded or AWS Cognito), and how long invitations stand: with it, /members is served. */
  members?: { pool: UserPoolAdmin; invitationTtlDays: number };
  /** This instance's call quota and the billing settings: /billing is served, and new projects are held to the tier. */
  billing?: Omit<BillingContext, "db">;
  /** The invoice settings and the payment collector: with them, /invoices is served. */
  invoices?: Omit<InvoiceContext, "db">;
  /** Tests: an audited route answering 2xx without naming its target to the audit trail is an error (server/audit/). */
  isAuditStrict?: boolean;
}

function rejectUnknownApiRoute(request: FastifyRequest, _reply: FastifyReply): never {
  throw new AppError("not_found", `No API route ${request.method} ${pathOf(request)}`);
}

export const controlPlane: FastifyPluginAsync<ControlPlaneOptions> = async (app, { db, tokenVerifier, identity, dataPlane, jobs, uploads, snapshotFiles, backups, models, imports, metrics, alerts, members, billing, invoices, isAuditStrict }) => {
  replyToErrorsAsJson(app);
  // Every change is recorded in the audit trail, by the one router (server/audit/).
  const audit = db ? createAuditTrail(db, { isStrict: isAuditStrict }) : undefined;
  const route = createApiRouter(app, db && tokenVerifier ? { db, tokenVerifier, audit } : undefined);
  if (identity) registerSignInRoutes(route, { service: identity });
  if (db && tokenVerifier) {
    // A project's rows go first; then its collections, its uploaded files and its snapshots.
    const dropper = withProjectFiles(dataPlane, [uploads?.storage, snapshotFiles]);
    registerAccountRoutes(route, { db, dropper, forgetter: dataPlane, regions: billing?.regions });
    registerProjectRoutes(route, { db, dropper, regions: billing?.regions });
    if (billing) registerBillingRoutes(route, { db, ...billing });
    if (invoices) registerInvoiceRoutes(route, { db, ...invoices });
    registerApiKeyRoutes(route, { db, forgetter: dataPlane });
    if (members) registerMemberRoutes(route, { db, ...members, forgetter: dataPlane });
    registerRoleRoutes(route, { db, forgetter: dataPlane });
    registerJobRoutes(route, { db, jobs });
    if (models) registerModelRoutes(route, { db, catalog: models });
    if (imports) registerImportRoutes(route, { db, ...imports });
    if (metrics) registerMetricsRoutes(route, { db, engine: metrics.engine });
    if (alerts) registerAlertRoutes(route, alerts);
    if (backups) registerBackupRoutes(route, backups);
    registerNotebookRoutes(route, { db });
    registerNotificationRoutes(route, { db });
    registerAuditRoutes(route, { db });
    if (uploads) await app.register(uploadScope, { db, tokenVerifier, audit, transfer: createUploadTransfer({ db, ...uploads, log: app.log }) });
  }

  // GET /api/openapi.json: the OpenAPI 3.1 document of /api, generated from contract/ once
  const document = buildApiDocument();
  const body = { ...document, paths: document.paths ?? {} };
  route(referenceRoutes.openApiDocument, async () => ({ status: 200, body }));

  // ALL /api, /api/*: JSON 404 for API paths no route claims
  app.all("/api", rejectUnknownApiRoute);
  app.all("/api/*", rejectUnknownApiRoute);
};
