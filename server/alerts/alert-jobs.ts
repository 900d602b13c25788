// Alerting's periodic jobs, on the service's periodic runner
// (server/jobs/periodic-jobs.ts): every minute each rule is checked
// (evaluate-alerts.ts); every 15 seconds the deliveries whose time has come
// are attempted (deliver-due-alerts.ts), so a delivery goes out within about
// 20 s of its event or of its next wait's end.
import type { JobHandler } from "../jobs/job-runner";
import type { PeriodicJobs } from "../jobs/periodic-jobs";
import type { AlertContext } from "./alert-context";
import { deliverDueAlerts } from "./delivery/deliver-due-alerts";
import { evaluateAlerts } from "./evaluation/evaluate-alerts";

export const ALERT_EVALUATION_KIND = "alert-evaluation";
export const ALERT_DELIVERIES_KIND = "alert-deliveries";
export const ALERT_DELIVERIES_PERIOD_SECONDS = 15;

export function alertEvaluationHandler(context: AlertContext): JobHandler {
  return { kind: ALERT_EVALUATION_KIND, run: ({ signal }) => evaluateAlerts(context, new Date(), signal) };
}

export function alertDeliveriesHandler(context: AlertContext): JobHandler {
  return { kind: ALERT_DELIVERIES_KIND, run: ({ signal }) => deliverDueAlerts(context, new Date(), signal) };
}

export function scheduleAlertJobs(periodic: PeriodicJobs, context: AlertContext): void {
  periodic.every({ name: ALERT_EVALUATION_KIND, periodSeconds: 60 }, alertEvaluationHandler(context));
  periodic.every({ name: ALERT_DELIVERIES_KIND, periodSeconds: ALERT_DELIVERIES_PERIOD_SECONDS }, alertDeliveriesHandler(context));
}
