// The service itself (Qdrant's "Service" API): telemetry and the issues report.
import { serviceRoutes } from "../../../contract/qdrant/routes/service-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { getTelemetry } from "./get-telemetry";

export function registerServiceRoutes(route: DataRouter, plane: DataPlane): void {
  // GET /telemetry: version, start time, collections, distributed mode
  route(serviceRoutes.telemetry, ({ principal }) => getTelemetry(plane, principal));

  // GET /issues: none is collected here; slow unindexed filters show in each collection's info instead (warnings)
  route(serviceRoutes.issues, async () => ({ issues: [] }));

  // DELETE /issues: nothing to forget
  route(serviceRoutes.clearIssues, async () => true);
}
