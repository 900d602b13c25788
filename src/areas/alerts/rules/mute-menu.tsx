// Holds back a rule's notifications for a while (it is still checked), or
// lets them through again: the mute button of a rule's row and its choices.
import { useId, useState } from "react";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import type { AlertRule } from "../../../../contract/alerts";
import { Icon } from "../../../icons/icon";
import { isInFuture } from "../alert-time";

export const MUTE_CHOICES: readonly { label: string; minutes: number }[] = [
  { label: "For 1 hour", minutes: 60 },
  { label: "For 8 hours", minutes: 8 * 60 },
  { label: "For 24 hours", minutes: 24 * 60 },
  { label: "For 7 days", minutes: 7 * 24 * 60 },
];

export interface MuteMenuProps {
  rule: AlertRule;
  isMuting: boolean;
  onMute: (rule: AlertRule, minutes: number) => void;
}

export function MuteMenu({ rule, isMuting, onMute }: MuteMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isMuted = isInFuture(rule.mutedUntil);
  const choose = (minutes: number) => {
    setAnchor(null);
    onMute(rule, minutes);
  };
  return (
    <>
      <Tooltip title={isMuted ? "Muted: change or unmute" : "Mute notifications"}>
        <span>
          <IconButton
            size="small"
            aria-label={`Mute ${rule.name}`}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            aria-controls={anchor !== null ? menuId : undefined}
            disabled={isMuting}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <Icon icon={isMuted ? "tabler:bell-off" : "tabler:bell-z"} fontSize="1.125rem" />
          </IconButton>
        </span>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { "aria-label": `Mute ${rule.name}` } }}>
        {MUTE_CHOICES.map((choice) => (
          <MenuItem key={choice.minutes} onClick={() => choose(choice.minutes)}>
            {choice.label}
          </MenuItem>
        ))}
        {isMuted ? <MenuItem onClick={() => choose(0)}>Unmute</MenuItem> : null}
      </Menu>
    </>
  );
}
