// Adds a payload index to a collection: a field and its type. The field
// stays typed when the service refuses it.
import { useState } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { toApiError } from "../../../api-client/api-error";
import { PAYLOAD_SCHEMA_TYPES, type PayloadSchemaType } from "../create-collection/collection-draft";

interface PayloadIndexDraft {
  field_name: string;
  field_schema: PayloadSchemaType;
}

export function AddPayloadIndexForm({ onAdd }: { onAdd: (index: Schemas["CreateFieldIndex"]) => Promise<void> }) {
  const [index, setIndex] = useState<PayloadIndexDraft>({ field_name: "", field_schema: "keyword" });
  const [isAdding, setIsAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async () => {
    const field = index.field_name.trim();
    if (field === "") return setProblem("Enter a payload field");
    setIsAdding(true);
    setProblem(null);
    try {
      await onAdd({ ...index, field_name: field });
      setIndex({ field_name: "", field_schema: index.field_schema });
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      setIsAdding(false);
    }
  };

  return (
    <Box
      component="form"
      aria-label="Add payload index"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
      sx={{ display: "grid", gap: 1 }}
    >
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "flex-start" }}>
        <TextField size="small" label="Field name" value={index.field_name} onChange={(e) => setIndex({ ...index, field_name: e.target.value })} sx={{ flex: "1 1 12rem" }} />
        <TextField
          select
          size="small"
          label="Type"
          value={index.field_schema}
          onChange={(e) => setIndex({ ...index, field_schema: e.target.value as PayloadSchemaType })}
          sx={{ width: 140 }}
        >
          {PAYLOAD_SCHEMA_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={isAdding}>
          {isAdding ? "Adding…" : "Add index"}
        </Button>
      </Box>
      {problem !== null ? <Alert severity="error">{problem}</Alert> : null}
    </Box>
  );
}
