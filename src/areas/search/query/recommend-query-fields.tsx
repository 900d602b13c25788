// Recommend: point ids to look like and to look unlike, and the strategy
// that scores points from them.
import Box from "@mui/material/Box";
import { TextInput } from "../../../components/text-input";
import type { QueryDraft, QueryDraftChange, QueryDraftErrors } from "./query-draft";
import { RecommendStrategySelect } from "./recommend-strategy-select";

export interface RecommendQueryFieldsProps {
  draft: Pick<QueryDraft, "positive" | "negative" | "strategy">;
  errors: QueryDraftErrors;
  onChange: QueryDraftChange;
}

export function RecommendQueryFields({ draft, errors, onChange }: RecommendQueryFieldsProps) {
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
      <TextInput
        label="Positive examples"
        value={draft.positive}
        onChange={(e) => onChange({ positive: e.target.value })}
        error={errors.positive !== undefined}
        helperText={errors.positive ?? "Point ids to look like, separated by commas"}
        sx={{ flex: "1 1 14rem" }}
      />
      <TextInput
        label="Negative examples"
        value={draft.negative}
        onChange={(e) => onChange({ negative: e.target.value })}
        error={errors.negative !== undefined}
        helperText={errors.negative ?? "Point ids to look unlike (optional)"}
        sx={{ flex: "1 1 14rem" }}
      />
      <RecommendStrategySelect strategy={draft.strategy} onChange={onChange} />
    </Box>
  );
}
