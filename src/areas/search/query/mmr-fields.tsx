// Diversity by MMR for a nearest query: off, or on with its diversity (0 to
// 1) and how many of the nearest points it re-ranks.
import { useId } from "react";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { TextInput } from "../../../components/text-input";
import type { QueryDraftChange, QueryDraftErrors } from "./query-draft";
import type { MmrDraft } from "./query-kind-drafts";
import { MAX_MMR_CANDIDATES } from "./mmr-draft";

export interface MmrFieldsProps {
  mmr: MmrDraft;
  errors: QueryDraftErrors;
  onChange: QueryDraftChange;
}

export function MmrFields({ mmr, errors, onChange }: MmrFieldsProps) {
  const hintId = useId();
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
      <Box sx={{ flex: "1 1 16rem" }}>
        <FormControlLabel
          control={<Switch checked={mmr.isOn} onChange={(e) => onChange({ mmr: { ...mmr, isOn: e.target.checked } })} slotProps={{ input: { "aria-describedby": hintId } }} />}
          label="Diversity (MMR)"
        />
        <Typography id={hintId} variant="caption" component="p" sx={{ color: "text.secondary" }}>
          Re-ranks the nearest points so that each result is relevant yet unlike those before it
        </Typography>
      </Box>
      {mmr.isOn ? (
        <>
          <TextInput
            size="small"
            label="Diversity"
            value={mmr.diversity}
            onChange={(e) => onChange({ mmr: { ...mmr, diversity: e.target.value } }, ["mmrDiversity"])}
            error={errors.mmrDiversity !== undefined}
            helperText={errors.mmrDiversity ?? "0 for relevance only, 1 for diversity only"}
            inputProps={{ inputMode: "decimal" }}
            sx={{ flex: "1 1 10rem" }}
          />
          <TextInput
            size="small"
            label="Candidates"
            value={mmr.candidates}
            onChange={(e) => onChange({ mmr: { ...mmr, candidates: e.target.value } }, ["mmrCandidates"])}
            error={errors.mmrCandidates !== undefined}
            helperText={errors.mmrCandidates ?? `Nearest points re-ranked, up to ${MAX_MMR_CANDIDATES}; blank for the limit`}
            inputProps={{ inputMode: "numeric" }}
            sx={{ flex: "1 1 12rem" }}
          />
        </>
      ) : null}
    </Box>
  );
}
