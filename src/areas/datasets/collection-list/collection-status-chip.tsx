// A collection's status as Qdrant reports it: green (ready), yellow (an index
// is being built; searches still work), grey or red.
import Chip from "@mui/material/Chip";
import type { CollectionStatus } from "../../../api-client/qdrant-types";

const STATUS_COLORS = { green: "success", yellow: "warning", grey: "default", red: "error" } as const;

export function CollectionStatusChip({ status }: { status: CollectionStatus }) {
  return <Chip size="small" label={status} color={STATUS_COLORS[status]} variant="outlined" />;
}
