// Every route of the control plane (/api), by resource: what the service
// registers (server/control/) and what the OpenAPI document lists
// (contract/openapi.ts). A route that is not here is not served.
import { z } from "zod";
import { alertRoutes } from "./alerts";
import { backupRoutes } from "./backups";
import { notebookRoutes } from "./notebooks";
import { apiKeyRoutes } from "./api-keys";
import { auditRoutes } from "./audit";
import { authRoutes } from "./auth";
import { billingRoutes } from "./billing";
import { importRoutes } from "./imports";
import { invoiceRoutes } from "./invoices";
import { jobRoutes } from "./jobs";
import { memberRoutes } from "./members";
import { metricsRoutes } from "./metrics";
import { notificationRoutes } from "./notifications";
import { inferenceRoutes, modelRoutes } from "./models";
import { projectRoutes } from "./projects";
import { roleRoutes } from "./roles";
import { declareRoute, type RouteDeclaration } from "./route";
import { uploadRoutes } from "./uploads";

export const referenceRoutes = {
  openApiDocument: declareRoute({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document: the OpenAPI 3.1 description of /api",
    access: "public",
    replies: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
  }),
};

export const API_ROUTE_GROUPS = {
  Account: authRoutes,
  Projects: projectRoutes,
  Members: memberRoutes,
  Roles: roleRoutes,
  Billing: billingRoutes,
  Invoices: invoiceRoutes,
  "API keys": apiKeyRoutes,
  Jobs: jobRoutes,
  Backups: backupRoutes,
  Notebooks: notebookRoutes,
  Uploads: uploadRoutes,
  Imports: importRoutes,
  Models: modelRoutes,
  Inference: inferenceRoutes,
  Metrics: metricsRoutes,
  Alerts: alertRoutes,
  Notifications: notificationRoutes,
  Audit: auditRoutes,
  Reference: referenceRoutes,
} as const satisfies Record<string, Record<string, RouteDeclaration>>;

export const API_ROUTES: readonly RouteDeclaration[] = Object.values(API_ROUTE_GROUPS).flatMap((group) => Object.values(group));
