// Where a rule looks: one collection or the whole project (call and size
// metrics), and one API key or every caller (call metrics). The choices are
// the project's collections and keys; a rule's own collection stays offered
// after it was deleted, so that editing the rule does not change it unseen.
import type { AlertMetric } from "../../../../contract/alerts";
import { useApiKeysQuery } from "../../../api-client/api-keys-queries";
import { useCollectionsQuery } from "../../../api-client/collections-queries";
import { takesApiKey, takesCollection } from "../alert-words";
import { RuleSelect } from "./rule-select";
import type { RuleDraft, RuleErrors } from "./rule-draft";

export interface RuleScopeFieldsProps {
  projectId: string;
  draft: RuleDraft;
  errors: RuleErrors;
  onChange: (change: Partial<Pick<RuleDraft, "collection" | "apiKeyId">>) => void;
}

function loadingHelp(status: "pending" | "error" | "success", what: string, message: string | undefined, ready: string): string {
  if (status === "pending") return `Loading ${what}…`;
  if (status === "error") return `The ${what} could not be loaded: ${message ?? ""}`;
  return ready;
}

function collectionHelp(metric: AlertMetric): string {
  return metric === "vectors" || metric === "storage" ? "The size of one collection, or of the whole project" : "Calls to one collection, or to any";
}

export function RuleScopeFields({ projectId, draft, errors, onChange }: RuleScopeFieldsProps) {
  const collections = useCollectionsQuery(projectId, (list) => list.map((collection) => collection.name));
  const apiKeys = useApiKeysQuery(projectId);
  const names = collections.data ?? [];
  const collectionOptions = [{ value: "", label: "The whole project" }, ...[...new Set([...names, draft.collection].filter(Boolean))].map((name) => ({ value: name, label: name }))];
  const keyOptions = [{ value: "", label: "Every caller (any key, and the console)" }, ...(apiKeys.data ?? []).map((key) => ({ value: key.id, label: `${key.name} (${key.partialKey})` }))];
  if (draft.apiKeyId !== "" && !keyOptions.some((option) => option.value === draft.apiKeyId)) keyOptions.push({ value: draft.apiKeyId, label: "A revoked or unknown key" });

  return (
    <>
      {takesCollection(draft.metric) ? (
        <RuleSelect
          label="Collection"
          value={draft.collection}
          options={collectionOptions}
          onChange={(collection) => onChange({ collection })}
          error={errors.collection}
          helperText={loadingHelp(collections.status, "collections", collections.error?.message, collectionHelp(draft.metric))}
        />
      ) : null}
      {takesApiKey(draft.metric) ? (
        <RuleSelect
          label="API key"
          value={draft.apiKeyId}
          options={keyOptions}
          onChange={(apiKeyId) => onChange({ apiKeyId })}
          error={errors.apiKeyId}
          helperText={loadingHelp(apiKeys.status, "API keys", apiKeys.error?.message, "Only the calls made with one key, or every call")}
        />
      ) : null}
    </>
  );
}
