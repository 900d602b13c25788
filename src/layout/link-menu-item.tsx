// A menu entry that goes to a console page: its icon, its label, and the menu
// closes (the profile menu, the project switcher).
import { Link } from "gatsby";
import ListItemIcon from "@mui/material/ListItemIcon";
import MenuItem from "@mui/material/MenuItem";
import { Icon } from "../icons/icon";

export interface LinkMenuItemProps {
  to: string;
  icon: string;
  label: string;
  onClick: () => void;
  /** To match the menu's other icons. */
  iconSize?: string;
}

export function LinkMenuItem({ to, icon, label, onClick, iconSize = "1.25rem" }: LinkMenuItemProps) {
  return (
    <MenuItem component={Link} to={to} onClick={onClick}>
      <ListItemIcon>
        <Icon icon={icon} fontSize={iconSize} />
      </ListItemIcon>
      {label}
    </MenuItem>
  );
}
