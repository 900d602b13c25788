// The rule dialog's state (components/use-draft-form.ts) and what saving
// sends: the whole rule when creating; when editing, only what changed, or
// nothing (the rule itself is the answer). `editing` is the rule being
// edited, or null.
import type { AlertMetric, AlertRule, CreateAlertRuleBody, UpdateAlertRuleBody } from "../../../../contract/alerts";
import { prepare, useDraftForm, type DraftFieldProps, type DraftForm, type TextFieldOf } from "../../../components/use-draft-form";
import { changeMetric, changesOf, draftOfRule, NEW_RULE_DRAFT, toRuleBody, type RuleDraft, type RuleErrors } from "./rule-draft";

export interface RuleSaving {
  create: (body: CreateAlertRuleBody) => Promise<AlertRule>;
  update: (ruleId: string, body: UpdateAlertRuleBody) => Promise<AlertRule>;
}

/** The metric changes through changeMetric alone, which keeps the window right for it. */
export interface RuleForm extends Omit<DraftForm<RuleDraft, RuleErrors, AlertRule>, "change" | "setDraft" | "field"> {
  change: (change: Partial<Omit<RuleDraft, "metric">>) => void;
  field: (name: TextFieldOf<Omit<RuleDraft, "metric">>, hint?: string) => DraftFieldProps;
  changeMetric: (metric: AlertMetric) => void;
}

export function useRuleForm(editing: AlertRule | null, saving: RuleSaving): RuleForm {
  const send = async (body: CreateAlertRuleBody): Promise<AlertRule> => {
    if (editing === null) return saving.create(body);
    const changes = changesOf(body, editing);
    return Object.keys(changes).length === 0 ? editing : saving.update(editing.id, changes);
  };
  const { setDraft, ...form } = useDraftForm<RuleDraft, RuleErrors, AlertRule>(
    () => (editing === null ? NEW_RULE_DRAFT : draftOfRule(editing)),
    (draft) => prepare(toRuleBody(draft), send),
  );
  return { ...form, changeMetric: (metric) => setDraft((current) => changeMetric(current, metric)) };
}
