// Where the points go: a new collection (its name, proposed from the file's,
// and its distance; its vectors' sizes come from the file or the model) or
// one of the project's collections, listed as Datasets lists them.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import type { Schemas } from "@qdrant/js-client-rest";
import { queryView } from "../../../api-client/query-view";
import type { CollectionSummary } from "../../../collections/collection-summary";
import { useCollectionSummaries } from "../../../collections/use-collection-summaries";
import { TextInput } from "../../../components/text-input";
import { ChoiceSelect } from "../../../components/choice-select";
import { DISTANCES } from "../import-choices";
import type { TargetDraft } from "./import-draft";

export interface ImportTargetFieldsProps {
  projectId: string;
  target: TargetDraft;
  error?: string;
  onChange: (change: Partial<TargetDraft>) => void;
}

function describeCollection(collection: CollectionSummary): string {
  if (collection.vectors.length === 0) return collection.name;
  const vectors = collection.vectors.map((vector) => `${vector.name ?? "vector"} ${vector.size} · ${vector.distance}`);
  return `${collection.name} (${vectors.join(", ")})`;
}

function ExistingCollectionSelect({ projectId, target, error, onChange }: ImportTargetFieldsProps) {
  const query = useCollectionSummaries(projectId);
  const state = queryView(query);
  if (state.status === "failed") {
    return (
      <Box role="alert" sx={{ display: "flex", alignItems: "center", gap: 1, color: "error.main" }}>
        The collections could not be loaded: {state.error.message}
        <Button size="small" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Box>
    );
  }
  const collections = state.status === "ready" ? state.data : [];
  const placeholder = state.status === "loading" ? "Loading collections…" : collections.length === 0 ? "This project has no collections yet" : "Choose a collection";
  return (
    <ChoiceSelect
      label="Collection"
      value={target.existing ?? ""}
      choices={[{ value: "", label: placeholder }, ...collections.map((collection) => ({ value: collection.name, label: describeCollection(collection) }))]}
      onChange={(name) => onChange({ existing: name === "" ? null : name })}
      disabled={state.status === "loading"}
      error={error !== undefined}
      helperText={error ?? "The mapping is proposed again for its vectors"}
      sx={{ minWidth: "20rem" }}
    />
  );
}

export function ImportTargetFields(props: ImportTargetFieldsProps) {
  const { target, error, onChange } = props;
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <RadioGroup row aria-label="Import into" value={target.kind} onChange={(event) => onChange({ kind: event.target.value === "existing" ? "existing" : "new" })}>
        <FormControlLabel value="new" control={<Radio />} label="A new collection" />
        <FormControlLabel value="existing" control={<Radio />} label="An existing collection" />
      </RadioGroup>
      {target.kind === "new" ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
          <TextInput
            label="Collection name"
            value={target.name}
            onChange={(event) => onChange({ name: event.target.value })}
            error={error !== undefined}
            helperText={error ?? "Created with the vectors of the mapping, sized from the file or the model"}
            required
            inputProps={{ spellCheck: false, maxLength: 255 }}
            sx={{ minWidth: "20rem" }}
          />
          <ChoiceSelect
            label="Distance"
            value={target.distance}
            choices={DISTANCES.map((distance) => ({ value: distance, label: distance }))}
            onChange={(distance) => onChange({ distance: distance as Schemas["Distance"] })}
            sx={{ minWidth: "10rem" }}
          />
        </Box>
      ) : (
        <ExistingCollectionSelect {...props} />
      )}
    </Box>
  );
}
