// Which plan was in force over which part of a month, from the plan changes
// (each in force from its `at`): what an invoice charges, day by day. A change
// up counts from the moment it was made; a change down from the month after.
import type { PlanChange } from "../db/schema";

export interface PlanSegment {
  plan: string;
  from: Date;
  to: Date;
}

/**
 * `changes` are one kind's (tier or support), in `at` order; `current` is the plan in force now, which held all along
 * when nothing ever changed.
 */
export function planSegments(changes: readonly Pick<PlanChange, "fromPlan" | "toPlan" | "at">[], current: string, start: Date, end: Date): PlanSegment[] {
  const before = changes.filter((change) => change.at <= start).at(-1);
  const inside = changes.filter((change) => change.at > start && change.at < end);
  const after = changes.find((change) => change.at >= end);
  let plan = before?.toPlan ?? inside[0]?.fromPlan ?? after?.fromPlan ?? current;
  let from = start;
  const segments: PlanSegment[] = [];
  for (const change of inside) {
    if (change.at > from) segments.push({ plan, from, to: change.at });
    plan = change.toPlan;
    from = change.at;
  }
  segments.push({ plan, from, to: end });
  return segments;
}
