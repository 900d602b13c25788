// Discovery: a target and context pairs, each a point id or a vector of the
// vector searched. A pair added takes the focus; a pair removed hands it to
// "Add context pair".
import { useId, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Icon } from "../../../icons/icon";
import type { QueryDraftChange } from "./query-draft";
import type { ContextPairDraft, DiscoverDraft, DiscoverFieldKey } from "./query-kind-drafts";
import { vectorInputHint } from "./parse-vector-input";
import type { QueryDraftErrors } from "./query-draft";
import type { SearchVector } from "./search-vector";
import { MONOSPACE } from "./sparse-vector-input";

export interface DiscoverQueryFieldsProps {
  draft: DiscoverDraft;
  errors: QueryDraftErrors;
  vector: SearchVector | null;
  onChange: QueryDraftChange;
}

export function DiscoverQueryFields({ draft, errors, vector, onChange }: DiscoverQueryFieldsProps) {
  const titleId = useId();
  const hintId = useId();
  const [addedId, setAddedId] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const hint = vectorInputHint(vector);
  const setPairs = (pairs: ContextPairDraft[], touched: readonly DiscoverFieldKey[] = []) =>
    onChange({ discover: { ...draft, pairs } }, touched);
  const update = (id: number, side: "positive" | "negative", text: string) =>
    setPairs(
      draft.pairs.map((pair) => (pair.id === id ? { ...pair, [side]: text } : pair)),
      [`pair.${id}.${side}`],
    );
  const add = () => {
    const id = Math.max(0, ...draft.pairs.map((pair) => pair.id)) + 1;
    setAddedId(id);
    setPairs([...draft.pairs, { id, positive: "", negative: "" }]);
  };
  const remove = (id: number) => {
    setPairs(draft.pairs.filter((pair) => pair.id !== id));
    addButton.current?.focus();
  };
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
      <TextField
        label="Target"
        value={draft.target}
        onChange={(e) => onChange({ discover: { ...draft, target: e.target.value } }, ["target"])}
        error={errors.target !== undefined}
        helperText={errors.target ?? `${hint}: the results are nearest to it within the context; leave it blank to search by the context alone`}
        slotProps={{ htmlInput: { spellCheck: false, style: MONOSPACE } }}
      />
      <Box component="section" aria-labelledby={titleId} aria-describedby={hintId} sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1.5 }}>
        <div>
          <Typography id={titleId} variant="subtitle2" component="h3">
            Context pairs
          </Typography>
          <Typography id={hintId} variant="body2" sx={{ color: "text.secondary" }}>
            Each pair says which side of the space to keep: closer to its positive example than to its negative one.
          </Typography>
        </div>
        {draft.pairs.map((pair, position) => (
          <Box key={pair.id} role="group" aria-label={`Context pair ${position + 1}`} sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
            {(["positive", "negative"] as const).map((side) => (
              <TextField
                key={side}
                size="small"
                label={side === "positive" ? "Positive example" : "Negative example"}
                value={pair[side]}
                onChange={(e) => update(pair.id, side, e.target.value)}
                error={errors[`pair.${pair.id}.${side}`] !== undefined}
                helperText={errors[`pair.${pair.id}.${side}`] ?? hint}
                autoFocus={side === "positive" && pair.id === addedId}
                slotProps={{ htmlInput: { spellCheck: false, style: MONOSPACE } }}
                sx={{ flex: "1 1 14rem" }}
              />
            ))}
            <IconButton aria-label={`Remove context pair ${position + 1}`} onClick={() => remove(pair.id)}>
              <Icon icon="tabler:trash" fontSize="1.125rem" />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button ref={addButton} size="small" startIcon={<Icon icon="tabler:plus" fontSize="1rem" />} onClick={add}>
            Add context pair
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
