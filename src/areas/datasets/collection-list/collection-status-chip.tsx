// A collection's status as Qdrant reports it: green (ready), yellow (an index
// is being built; searches still work), grey or red.
import type { Schemas } from "@qdrant/js-client-rest";
import Chip from "@mui/material/Chip";

const STATUS_COLORS = { green: "success", yellow: "warning", grey: "default", red: "error" } as const;

export function CollectionStatusChip({ status }: { status: Schemas["CollectionStatus"] }) {
  return <Chip size="small" label={status} color={STATUS_COLORS[status]} variant="outlined" />;
}
