// Conditions on payload keys, as rows (must, should, must not) or as the raw
// Qdrant filter JSON; either view converts into the other.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { Icon } from "../icons/icon";
import { FilterRowEditor } from "./filter-row-editor";
import type { FilterDraft, FilterView } from "./use-filter-draft";

export function FilterBuilder({ draft }: { draft: FilterDraft }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: "grid", gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <Typography component="legend" variant="subtitle2" sx={{ float: "left" }}>
          Filter
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={draft.view}
          onChange={(_, view: FilterView | null) => view !== null && draft.showView(view)}
          aria-label="Filter view"
        >
          <ToggleButton value="rows">Conditions</ToggleButton>
          <ToggleButton value="json">JSON</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {draft.view === "rows" ? (
        <>
          {draft.rows.length === 0 ? (
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              No conditions: every point matches.
            </Typography>
          ) : null}
          {draft.rows.map((row, index) => (
            <FilterRowEditor
              key={row.id}
              row={row}
              position={index + 1}
              error={draft.rowErrors[row.id]}
              onChange={(change) => draft.changeRow(row.id, change)}
              onRemove={() => draft.removeRow(row.id)}
            />
          ))}
          <Box>
            <Button size="small" startIcon={<Icon icon="tabler:plus" fontSize="1rem" />} onClick={draft.addRow}>
              Add condition
            </Button>
          </Box>
        </>
      ) : (
        <TextField
          label="Filter JSON"
          multiline
          minRows={4}
          maxRows={16}
          value={draft.json}
          onChange={(e) => draft.changeJson(e.target.value)}
          placeholder='{ "must": [{ "key": "city", "match": { "value": "London" } }] }'
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "ui-monospace, Menlo, Consolas, monospace", fontSize: "0.8125rem" } } }}
        />
      )}
      {draft.problem !== null ? <Alert severity="warning">{draft.problem}</Alert> : null}
    </Box>
  );
}
