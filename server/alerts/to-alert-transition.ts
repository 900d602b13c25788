// An alert_transitions row as a rule's history shows it.
import type { AlertTransition } from "../../contract/alerts";
import type { AlertTransitionRow } from "../db/schema";

export function toAlertTransition(row: AlertTransitionRow): AlertTransition {
  return { id: row.id, from: row.fromState, to: row.toState, value: row.value, threshold: row.threshold, at: row.at.toISOString() };
}
