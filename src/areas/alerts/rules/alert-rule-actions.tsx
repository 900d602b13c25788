// What can be done from a rule's row: everyone sees its history; managers
// (the rights table's) edit, mute and delete it.
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { AlertRule } from "../../../../contract/alerts";
import { Icon } from "../../../icons/icon";
import type { AlertRights } from "../use-alert-rights";
import { MuteMenu } from "./mute-menu";

export interface AlertRuleHandlers {
  onHistory: (rule: AlertRule) => void;
  onEdit: (rule: AlertRule) => void;
  onMute: (rule: AlertRule, minutes: number) => void;
  onDelete: (rule: AlertRule) => void;
}

export interface AlertRuleActionsProps extends AlertRuleHandlers {
  rule: AlertRule;
  rights: AlertRights;
  isMuting: boolean;
}

export function AlertRuleActions({ rule, rights, isMuting, onHistory, onEdit, onMute, onDelete }: AlertRuleActionsProps) {
  return (
    <Box sx={{ display: "flex", justifyContent: "flex-end", alignItems: "center", gap: 0.5 }}>
      <Tooltip title="History">
        <IconButton size="small" aria-label={`History of ${rule.name}`} onClick={() => onHistory(rule)}>
          <Icon icon="tabler:history" fontSize="1.125rem" />
        </IconButton>
      </Tooltip>
      {rights.canUpdate ? (
        <>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${rule.name}`} onClick={() => onEdit(rule)}>
              <Icon icon="tabler:pencil" fontSize="1.125rem" />
            </IconButton>
          </Tooltip>
          <MuteMenu rule={rule} isMuting={isMuting} onMute={onMute} />
        </>
      ) : null}
      {rights.canDelete ? (
        <Tooltip title="Delete">
          <IconButton size="small" aria-label={`Delete ${rule.name}`} onClick={() => onDelete(rule)}>
            <Icon icon="tabler:trash" fontSize="1.125rem" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}
