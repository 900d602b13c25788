// One thing that can be done to a row of a list, as a small icon button: its
// tooltip says what it does ("Delete"), its accessible name also to what
// ("Delete Search too slow"). The caller names the icon, so that it travels
// with the caller's area's icons (gatsby/icon-subset.js).
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { Icon } from "../icons/icon";

export interface RowActionProps {
  title: string;
  label: string;
  /** A "tabler:<name>" literal, so that the icon subset build finds it. */
  icon: `tabler:${string}`;
  onClick: () => void;
}

export function RowAction({ title, label, icon, onClick }: RowActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        <Icon icon={icon} fontSize="1.125rem" />
      </IconButton>
    </Tooltip>
  );
}
