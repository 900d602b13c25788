// The mapping, as proposed and then edited: which column holds each point's
// id (or ids derived from the file), where each vector comes from (with the
// service's refusal of them, when it gave one), and which columns go into the
// payload, under which field and how each is read.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { PreviewColumn } from "../../../../contract/imports";
import { Icon } from "../../../icons/icon";
import { ChoiceSelect } from "../../../components/choice-select";
import { vectorDraftOf, type DraftErrors, type MappingDraft, type PayloadDraft, type VectorDraft } from "./import-draft";
import { PayloadMappingTable } from "./payload-mapping-table";
import { VectorMappingFields } from "./vector-mapping-fields";

export interface MappingEditorProps {
  projectId: string;
  columns: readonly PreviewColumn[];
  mapping: MappingDraft;
  errors: DraftErrors;
  /** The service's refusal of these vectors (none mapped that the collection needs, a model that does not fit), as it words it. */
  vectorsRefusal?: string;
  onChange: (change: (mapping: MappingDraft) => MappingDraft) => void;
}

const DERIVED = "";

export function MappingEditor({ projectId, columns, mapping, errors, vectorsRefusal, onChange }: MappingEditorProps) {
  const names = columns.map((column) => column.name);
  const changeVector = (key: number, change: Partial<VectorDraft>) =>
    onChange((current) => ({ ...current, vectors: current.vectors.map((vector) => (vector.key === key ? { ...vector, ...change } : vector)) }));
  const changePayload = (index: number, change: Partial<PayloadDraft>) =>
    onChange((current) => ({ ...current, payload: current.payload.map((entry, at) => (at === index ? { ...entry, ...change } : entry)) }));

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 3 }}>
      <ChoiceSelect
        label="Point ids"
        value={mapping.idColumn ?? DERIVED}
        choices={[{ value: DERIVED, label: "Derive ids from the file" }, ...names.map((name) => ({ value: name, label: `Column ${name}` }))]}
        onChange={(column) => onChange((current) => ({ ...current, idColumn: column === DERIVED ? null : column }))}
        helperText={
          mapping.idColumn === null
            ? "Each id comes from the file's content and the row number: importing the same file again replaces its points"
            : "Unsigned integers or UUIDs"
        }
        sx={{ maxWidth: "28rem" }}
      />
      <Box component="section" aria-label="Vectors" sx={{ display: "grid", gap: 1.5 }}>
        <Typography variant="subtitle2" component="h3">
          Vectors
        </Typography>
        {vectorsRefusal !== undefined ? <Alert severity="error">{vectorsRefusal}</Alert> : null}
        {mapping.vectors.length === 0 && vectorsRefusal === undefined ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            No vector is mapped: add one for each of the collection&apos;s vectors the file fills.
          </Typography>
        ) : null}
        {mapping.vectors.map((vector) => (
          <VectorMappingFields
            key={vector.key}
            projectId={projectId}
            draft={vector}
            columns={names}
            errors={errors.vectors[vector.key]}
            onChange={(change) => changeVector(vector.key, change)}
            onRemove={() => onChange((current) => ({ ...current, vectors: current.vectors.filter((other) => other.key !== vector.key) }))}
          />
        ))}
        <Box>
          <Button
            onClick={() => onChange((current) => ({ ...current, vectors: [...current.vectors, vectorDraftOf()] }))}
            startIcon={<Icon icon="tabler:plus" fontSize="1.125rem" />}
          >
            Add vector
          </Button>
        </Box>
      </Box>
      <Box component="section" aria-label="Payload" sx={{ display: "grid", gap: 1.5 }}>
        <Typography variant="subtitle2" component="h3">
          Payload
        </Typography>
        <PayloadMappingTable payload={mapping.payload} errors={errors.payload} onChange={changePayload} />
      </Box>
    </Box>
  );
}
