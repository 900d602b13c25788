// The rule a route names, in the route's project; a 404 otherwise (another
// project's rule does not exist here).
import type { Database } from "../db/client";
import type { AlertRuleRow } from "../db/schema";
import { findAlertRule } from "./store/alert-rule-store";
import { noSuchRule } from "./alert-errors";

export async function requireAlertRule(db: Database, projectId: string, ruleId: string): Promise<AlertRuleRow> {
  const rule = await findAlertRule(db, projectId, ruleId);
  if (!rule) throw noSuchRule(ruleId);
  return rule;
}
