// Which calls to count: one collection (the project's, from the same cache
// as Datasets), one API key, one operation of the data plane (the contract's
// list, once its chunk is in). A chosen value the lists no longer hold (a
// collection deleted since) stays offered, so the select never shows a
// filter other than the one applied. After the project's collections come
// the two the metering counts that are none of them, in words: calls to
// names the project does not have, and the calls folded past the bound on
// series (contract/metrics-labels.ts).
import Box from "@mui/material/Box";
import { MISSING_COLLECTION, OTHER_SERIES } from "../../../contract/metrics-labels";
import { useApiKeysQuery } from "../../api-client/api-keys-queries";
import { useCollectionsQuery } from "../../api-client/collections-queries";
import type { CollectionWithInfo } from "../../api-client/collections";
import { ChoiceSelect, type Choice } from "../../components/choice-select";
import { CHOICE_SX } from "./choice-size";
import type { FilterChoice, FilterName } from "./selection-choices";

export interface MetricsFiltersProps {
  projectId: string;
  filters: FilterChoice;
  /** The data plane's operations; empty until loaded. */
  operations: readonly string[];
  onChange: (name: FilterName, value: string) => void;
}

const namesOf = (collections: CollectionWithInfo[]) => collections.map((collection) => collection.name);

const UNNAMED_COLLECTIONS: readonly Choice[] = [
  { value: MISSING_COLLECTION, label: "(collections that do not exist)" },
  { value: OTHER_SERIES, label: "(other collections)" },
];

function withChosen(all: string, options: readonly Choice[], chosen: string): Choice[] {
  const isListed = chosen === "" || options.some((option) => option.value === chosen);
  return [{ value: "", label: all }, ...options, ...(isListed ? [] : [{ value: chosen, label: chosen }])];
}

export function MetricsFilters({ projectId, filters, operations, onChange }: MetricsFiltersProps) {
  const collections = useCollectionsQuery(projectId, namesOf);
  const apiKeys = useApiKeysQuery(projectId);
  const collectionOptions = [...(collections.data ?? []).map((name) => ({ value: name, label: name })), ...UNNAMED_COLLECTIONS];
  const keyOptions = (apiKeys.data ?? []).map((key) => ({ value: key.id, label: `${key.name} (${key.partialKey})` }));
  const operationOptions = operations.map((operation) => ({ value: operation, label: operation }));
  return (
    <Box role="group" aria-label="Filters" sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
      <ChoiceSelect size="small" sx={CHOICE_SX} label="Collection" value={filters.collection} choices={withChosen("All collections", collectionOptions, filters.collection)} onChange={(value) => onChange("collection", value)} />
      <ChoiceSelect size="small" sx={CHOICE_SX} label="API key" value={filters.apiKey} choices={withChosen("All callers", keyOptions, filters.apiKey)} onChange={(value) => onChange("apiKey", value)} />
      <ChoiceSelect size="small" sx={CHOICE_SX} label="Operation" value={filters.operation} choices={withChosen("All operations", operationOptions, filters.operation)} onChange={(value) => onChange("operation", value)} />
    </Box>
  );
}
