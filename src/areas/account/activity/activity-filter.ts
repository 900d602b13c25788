// The Activity filters as typed (text, a choice, the browser's local date and
// time) and as the service reads them: blanks left out, times in ISO with
// their offset, and a range that ends after it starts.
import type { AuditFilter } from "../../../../contract/audit";
import type { AuditAction, AuditOutcome } from "../../../../contract/audit-actions";

export interface ActivityFilterDraft {
  actor: string;
  /** "" for any. */
  action: AuditAction | "";
  target: string;
  outcome: AuditOutcome | "";
  /** A datetime-local input's value ("2026-03-01T09:30"), in the reader's time zone; "" for open. */
  from: string;
  to: string;
}

export const EMPTY_FILTER_DRAFT: ActivityFilterDraft = { actor: "", action: "", target: "", outcome: "", from: "", to: "" };

export type FilterReading = { filter: AuditFilter; error: null } | { filter: null; error: string };

function toInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(local)) return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function readFilterDraft(draft: ActivityFilterDraft): FilterReading {
  const from = draft.from === "" ? undefined : toInstant(draft.from);
  const to = draft.to === "" ? undefined : toInstant(draft.to);
  if (from === null || to === null) return { filter: null, error: "Enter a date and a time, or leave the field empty" };
  if (from !== undefined && to !== undefined && from >= to) return { filter: null, error: "From must be before To" };
  const filter: AuditFilter = {};
  if (draft.actor.trim() !== "") filter.actor = draft.actor.trim();
  if (draft.action !== "") filter.action = draft.action;
  if (draft.target.trim() !== "") filter.target = draft.target.trim();
  if (draft.outcome !== "") filter.outcome = draft.outcome;
  if (from !== undefined) filter.from = from;
  if (to !== undefined) filter.to = to;
  return { filter, error: null };
}

/** The filters of the list's params, without its page: what the export sends. */
export function filterOf({ page: _page, perPage: _perPage, ...filter }: AuditFilter & { page?: number; perPage?: number }): AuditFilter {
  return filter;
}
