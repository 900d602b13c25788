// A rule's state in words, colour and icon: OK, Pending (breached, waiting
// for its for-duration), Firing.
import Chip from "@mui/material/Chip";
import type { AlertState } from "../../../../contract/alerts";
import { Icon } from "../../../icons/icon";

const STATES = {
  ok: { label: "OK", color: "success", icon: "tabler:circle-check" },
  pending: { label: "Pending", color: "warning", icon: "tabler:clock-exclamation" },
  firing: { label: "Firing", color: "error", icon: "tabler:flame" },
} as const satisfies Record<AlertState, { label: string; color: "success" | "warning" | "error"; icon: `tabler:${string}` }>;

export function alertStateLabel(state: AlertState): string {
  return STATES[state].label;
}

export function AlertStateChip({ state }: { state: AlertState }) {
  const { label, color, icon } = STATES[state];
  return <Chip size="small" color={color} variant={state === "ok" ? "outlined" : "filled"} label={label} icon={<Icon icon={icon} fontSize="1rem" />} />;
}
