// The rule form as data, and what it sends. The checks are the service's own
// schema (createAlertRuleBodySchema), so the messages under the fields are the
// ones the service would answer with. Storage thresholds are typed in MB and
// sent in bytes; a collection and an API key are sent only for the metrics
// that take them. An edit sends only what changed: a changed condition starts
// the rule again from OK, a renamed one does not.
import { createAlertRuleBodySchema, type AlertComparison, type AlertMetric, type AlertRule, type CreateAlertRuleBody, type UpdateAlertRuleBody } from "../../../../contract/alerts";
import { BYTES_PER_MB, takesApiKey, takesCollection, takesWindow } from "../alert-words";

export interface RuleDraft {
  name: string;
  metric: AlertMetric;
  /** "": the whole project. */
  collection: string;
  /** "": every caller. */
  apiKeyId: string;
  comparison: AlertComparison;
  threshold: string;
  windowMinutes: string;
  forMinutes: string;
  channelIds: readonly string[];
}

export type RuleField = keyof RuleDraft;
/** Problems by field; `form` for one that names no field. */
export type RuleErrors = Partial<Record<RuleField | "form", string>>;

const DEFAULT_WINDOW = "5";

export const NEW_RULE_DRAFT: RuleDraft = {
  name: "",
  metric: "latency_p95",
  collection: "",
  apiKeyId: "",
  comparison: "above",
  threshold: "",
  windowMinutes: DEFAULT_WINDOW,
  forMinutes: "0",
  channelIds: [],
};

export function draftOfRule(rule: AlertRule): RuleDraft {
  const threshold = rule.metric === "storage" ? rule.threshold / BYTES_PER_MB : rule.threshold;
  return {
    name: rule.name,
    metric: rule.metric,
    collection: rule.collection ?? "",
    apiKeyId: rule.apiKeyId ?? "",
    comparison: rule.comparison,
    threshold: String(threshold),
    windowMinutes: String(rule.windowMinutes),
    forMinutes: String(rule.forMinutes),
    channelIds: rule.channelIds,
  };
}

/** A blank box is no number (the schema says so); text that is not one reads as NaN, which it refuses too. */
function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

/** A metric without a window keeps a valid one in the draft, so that a hidden box never holds a problem. */
export function changeMetric(draft: RuleDraft, metric: AlertMetric): RuleDraft {
  const window = readNumber(draft.windowMinutes);
  const isWindowValid = window !== undefined && Number.isInteger(window) && window >= 1;
  return { ...draft, metric, windowMinutes: takesWindow(metric) || isWindowValid ? draft.windowMinutes : DEFAULT_WINDOW };
}

function candidateOf(draft: RuleDraft): Record<string, unknown> {
  const threshold = readNumber(draft.threshold);
  return {
    name: draft.name,
    metric: draft.metric,
    collection: takesCollection(draft.metric) && draft.collection !== "" ? draft.collection : null,
    apiKeyId: takesApiKey(draft.metric) && draft.apiKeyId !== "" ? draft.apiKeyId : null,
    comparison: draft.comparison,
    threshold: draft.metric === "storage" && threshold !== undefined ? Math.round(threshold * BYTES_PER_MB) : threshold,
    windowMinutes: readNumber(draft.windowMinutes),
    forMinutes: readNumber(draft.forMinutes),
    channelIds: [...draft.channelIds],
  };
}

const RULE_FIELDS = ["name", "metric", "collection", "apiKeyId", "comparison", "threshold", "windowMinutes", "forMinutes", "channelIds"] as const;

export function toRuleBody(draft: RuleDraft): { body: CreateAlertRuleBody } | { errors: RuleErrors } {
  const parsed = createAlertRuleBodySchema.safeParse(candidateOf(draft));
  if (parsed.success) return { body: parsed.data };
  const errors: RuleErrors = {};
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? "");
    const field = RULE_FIELDS.find((name) => name === head) ?? "form";
    errors[field] ??= issue.message;
  }
  return { errors };
}

function isSame(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item) => b.includes(item)) : a === b;
}

/** The fields of a valid body that differ from the rule's. */
export function changesOf(body: CreateAlertRuleBody, rule: AlertRule): UpdateAlertRuleBody {
  const changes: UpdateAlertRuleBody = {};
  for (const field of RULE_FIELDS) {
    if (!isSame(body[field] ?? null, rule[field])) Object.assign(changes, { [field]: body[field] });
  }
  return changes;
}
