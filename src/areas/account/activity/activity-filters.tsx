// The Activity filters: actor, action, target, outcome and a time range,
// typed freely and applied together with Search (each narrows, none is
// required). A range that ends before it starts is said here, not sent.
import { useId, useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import type { AuditFilter } from "../../../../contract/audit";
import { AUDIT_OUTCOMES, type AuditAction, type AuditOutcome } from "../../../../contract/audit-actions";
import { ChoiceSelect } from "../../../components/choice-select";
import { TextInput } from "../../../components/text-input";
import { EMPTY_FILTER_DRAFT, readFilterDraft, type ActivityFilterDraft } from "./activity-filter";
import { DateTimeField } from "../../../components/date-time-field";
import { ACTION_CHOICES, OUTCOME_WORDS } from "./activity-words";

const OUTCOME_CHOICES = [{ value: "", label: "Any outcome" }, ...AUDIT_OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_WORDS[outcome] }))];

export function ActivityFilters({ onSearch }: { onSearch: (filter: AuditFilter) => void }) {
  const [draft, setDraft] = useState<ActivityFilterDraft>(EMPTY_FILTER_DRAFT);
  const [error, setError] = useState<string | null>(null);
  const problemId = useId();
  const change = (part: Partial<ActivityFilterDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setError(null);
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = readFilterDraft(draft);
    setError(reading.error);
    if (reading.filter !== null) onSearch(reading.filter);
  };

  return (
    <Box component="form" role="search" aria-label="Filter the activity" onSubmit={search} sx={{ display: "grid", gap: 1 }}>
      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}>
        <TextInput label="Actor" placeholder="E-mail, key name or id" size="small" value={draft.actor} onChange={(event) => change({ actor: event.target.value })} />
        <ChoiceSelect label="Action" size="small" value={draft.action} choices={ACTION_CHOICES} onChange={(action) => change({ action: action as AuditAction | "" })} sx={{ minWidth: "14rem" }} />
        <TextInput label="Target" placeholder="Name or id" size="small" value={draft.target} onChange={(event) => change({ target: event.target.value })} />
        <ChoiceSelect label="Outcome" size="small" value={draft.outcome} choices={OUTCOME_CHOICES} onChange={(outcome) => change({ outcome: outcome as AuditOutcome | "" })} />
        <DateTimeField label="From" value={draft.from} onChange={(from) => change({ from })} problemId={error === null ? null : problemId} />
        <DateTimeField label="To" value={draft.to} onChange={(to) => change({ to })} problemId={error === null ? null : problemId} />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Box>
      {error === null ? null : (
        <FormHelperText id={problemId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
