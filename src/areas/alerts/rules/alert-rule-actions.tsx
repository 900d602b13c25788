// What can be done from a rule's row: everyone sees its history; managers
// (the rights table's) edit, mute and delete it.
import Box from "@mui/material/Box";
import type { AlertRule } from "../../../../contract/alerts";
import { RowAction } from "../../../components/row-action";
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
      <RowAction title="History" label={`History of ${rule.name}`} icon="tabler:history" onClick={() => onHistory(rule)} />
      {rights.canUpdate ? (
        <>
          <RowAction title="Edit" label={`Edit ${rule.name}`} icon="tabler:pencil" onClick={() => onEdit(rule)} />
          <MuteMenu rule={rule} isMuting={isMuting} onMute={onMute} />
        </>
      ) : null}
      {rights.canDelete ? (
        <RowAction title="Delete" label={`Delete ${rule.name}`} icon="tabler:trash" onClick={() => onDelete(rule)} />
      ) : null}
    </Box>
  );
}
