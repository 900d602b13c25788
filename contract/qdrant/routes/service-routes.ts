// The service itself: version, probes, telemetry and issues (Qdrant's "Service" group).
import { z } from "zod";
import { READ, WRITE, declareDataRoute } from "../data-route";
import { IssuesReport, TelemetryData, TelemetryQuery } from "../service";

export const serviceRoutes = {
  telemetry: declareDataRoute({
    method: "GET",
    path: "/telemetry",
    operation: "service.telemetry",
    summary: "The service's version, start time and number of collections",
    access: READ,
    query: TelemetryQuery,
    result: TelemetryData,
  }),
  issues: declareDataRoute({
    method: "GET",
    path: "/issues",
    operation: "service.issues",
    summary: "Performance issues and configuration suggestions found so far",
    access: READ,
    result: IssuesReport,
  }),
  clearIssues: declareDataRoute({
    method: "DELETE",
    path: "/issues",
    operation: "service.clear_issues",
    summary: "Forget the issues reported so far",
    access: WRITE,
    collection: "all",
    result: z.boolean(),
  }),
};
