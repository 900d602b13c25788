// A delivery's state in words and colour: Delivered, Pending (to be tried again), Failed.
import Chip from "@mui/material/Chip";
import type { DeliveryState } from "../../../../contract/alerts";
import { DELIVERY_STATE_LABELS } from "./channel-words";

const COLORS = { delivered: "success", pending: "warning", failed: "error" } as const satisfies Record<DeliveryState, "success" | "warning" | "error">;

export function DeliveryStateChip({ state }: { state: DeliveryState }) {
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={DELIVERY_STATE_LABELS[state]} />;
}
