// A rule's state machine, checked once a minute:
//
//   ok      --breach-->  pending (firing at once when forMinutes is 0)
//   pending --breach held forMinutes-->  firing
//   pending --clear-->   ok
//   firing  --clear-->   ok ("resolved")
//
// A value of null (no calls to measure a rate or a latency from) is no breach.
import type { AlertComparison, AlertState } from "../../../contract/alerts";
import { MINUTE_MS } from "../../metering/usage-rollup";

export interface RuleCondition {
  comparison: AlertComparison;
  threshold: number;
  forMinutes: number;
  state: AlertState;
  stateSince: Date;
}

export function isBreach(rule: Pick<RuleCondition, "comparison" | "threshold">, value: number | null): boolean {
  if (value === null) return false;
  return rule.comparison === "above" ? value > rule.threshold : value < rule.threshold;
}

/** The state after a check at `now`, or null when it stays. */
export function nextState(rule: RuleCondition, value: number | null, now: Date): AlertState | null {
  const breach = isBreach(rule, value);
  if (!breach) return rule.state === "ok" ? null : "ok";
  if (rule.state === "firing") return null;
  const heldMs = rule.state === "pending" ? now.getTime() - rule.stateSince.getTime() : 0;
  if (heldMs >= rule.forMinutes * MINUTE_MS) return "firing";
  return rule.state === "pending" ? null : "pending";
}
