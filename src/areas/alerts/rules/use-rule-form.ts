// The rule dialog's state: the draft (kept when the service refuses it, with
// its message), its problems once a save was tried (then as the user types),
// and the request in flight. `editing` is the rule being edited, or null.
import { useState } from "react";
import type { AlertMetric, AlertRule, CreateAlertRuleBody, UpdateAlertRuleBody } from "../../../../contract/alerts";
import { toApiError } from "../../../api-client/api-error";
import { changeMetric, changesOf, draftOfRule, NEW_RULE_DRAFT, toRuleBody, type RuleDraft, type RuleErrors } from "./rule-draft";

export interface RuleSaving {
  create: (body: CreateAlertRuleBody) => Promise<AlertRule>;
  update: (ruleId: string, body: UpdateAlertRuleBody) => Promise<AlertRule>;
}

export interface RuleForm {
  draft: RuleDraft;
  change: (change: Partial<Omit<RuleDraft, "metric">>) => void;
  changeMetric: (metric: AlertMetric) => void;
  errors: RuleErrors;
  failure: string | null;
  isSubmitting: boolean;
  /** The saved rule (the rule itself when nothing changed), or null when the draft has problems or the service refused it. */
  submit: () => Promise<AlertRule | null>;
}

export function useRuleForm(editing: AlertRule | null, saving: RuleSaving): RuleForm {
  const [draft, setDraft] = useState<RuleDraft>(() => (editing === null ? NEW_RULE_DRAFT : draftOfRule(editing)));
  const [isChecked, setIsChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const conversion = toRuleBody(draft);

  const send = async (body: CreateAlertRuleBody): Promise<AlertRule> => {
    if (editing === null) return saving.create(body);
    const changes = changesOf(body, editing);
    return Object.keys(changes).length === 0 ? editing : saving.update(editing.id, changes);
  };

  const submit = async () => {
    setIsChecked(true);
    if ("errors" in conversion) return null;
    setIsSubmitting(true);
    setFailure(null);
    try {
      return await send(conversion.body);
    } catch (error) {
      setFailure(toApiError(error).message);
      return null;
    } finally {
      setIsSubmitting(false);
    }
  };

  return {
    draft,
    change: (change) => setDraft((current) => ({ ...current, ...change })),
    changeMetric: (metric) => setDraft((current) => changeMetric(current, metric)),
    errors: isChecked && "errors" in conversion ? conversion.errors : {},
    failure,
    isSubmitting,
    submit,
  };
}
