// The create-collection dialog's payload indexes: a field name and its type per row.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Icon } from "../../../icons/icon";
import { PAYLOAD_SCHEMA_TYPES, type PayloadIndexDraft, type PayloadSchemaType } from "./collection-draft";

export interface PayloadIndexFieldsProps {
  indexes: readonly PayloadIndexDraft[];
  errors: Readonly<Record<number, string>>;
  onChange: (indexes: PayloadIndexDraft[]) => void;
}

export function PayloadIndexFields({ indexes, errors, onChange }: PayloadIndexFieldsProps) {
  const update = (id: number, change: Partial<PayloadIndexDraft>) => onChange(indexes.map((index) => (index.id === id ? { ...index, ...change } : index)));
  const add = () => onChange([...indexes, { id: Math.max(0, ...indexes.map((index) => index.id)) + 1, field: "", type: "keyword" }]);
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <div>
        <Typography variant="subtitle2" component="h3">
          Payload indexes
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Index the payload fields you filter on, so that filtered searches stay fast.
        </Typography>
      </div>
      {indexes.map((index, position) => (
        <Box key={index.id} role="group" aria-label={`Payload index ${position + 1}`} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <TextField
            size="small"
            label="Field name"
            value={index.field}
            onChange={(e) => update(index.id, { field: e.target.value })}
            error={errors[index.id] !== undefined}
            helperText={errors[index.id]}
            sx={{ flex: 1 }}
          />
          <TextField select size="small" label="Type" value={index.type} onChange={(e) => update(index.id, { type: e.target.value as PayloadSchemaType })} sx={{ width: 140 }}>
            {PAYLOAD_SCHEMA_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <IconButton aria-label={`Remove payload index ${position + 1}`} onClick={() => onChange(indexes.filter((other) => other.id !== index.id))}>
            <Icon icon="tabler:trash" fontSize="1.125rem" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<Icon icon="tabler:plus" fontSize="1rem" />} onClick={add}>
          Add payload index
        </Button>
      </Box>
    </Box>
  );
}
