// The conditions of the Activity page's filters (contract/audit.ts), always
// within one organisation: actor and target match any part of a name or id,
// in any case; the time range is from (inclusive) to (exclusive).
import { and, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { AuditFilter } from "../../contract/audit";
import { auditEntries } from "../db/schema";

/** `%` and `_` typed by a user are searched as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function auditConditions(organisationId: string, filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(auditEntries.organisationId, organisationId)];
  if (filter.actor) conditions.push(or(ilike(auditEntries.actorLabel, containing(filter.actor)), ilike(auditEntries.actorId, containing(filter.actor))));
  if (filter.action) conditions.push(eq(auditEntries.action, filter.action));
  if (filter.target) conditions.push(or(ilike(auditEntries.targetLabel, containing(filter.target)), ilike(auditEntries.targetId, containing(filter.target))));
  if (filter.outcome) conditions.push(eq(auditEntries.outcome, filter.outcome));
  if (filter.from) conditions.push(gte(auditEntries.at, new Date(filter.from)));
  if (filter.to) conditions.push(lt(auditEntries.at, new Date(filter.to)));
  return and(...conditions);
}
