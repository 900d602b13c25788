// Links to an alert rule on the Alerts page (/alerting?rule=<id>), which opens
// its history: the Overview's firing alerts lead there, as the bell's
// notifications and the webhooks' payloads do (their href is the service's).
import { areaRoute } from "./area-route";

export function alertRulePath(ruleId: string): string {
  return `${areaRoute("alerts")}?rule=${encodeURIComponent(ruleId)}`;
}

/** The rule a link to the Alerts page names, or null. */
export function readLinkedRuleId(search: string): string | null {
  const id = new URLSearchParams(search).get("rule");
  return id === null || id === "" ? null : id;
}
