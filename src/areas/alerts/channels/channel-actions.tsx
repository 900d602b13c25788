// What can be done from a channel's row: everyone opens its deliveries;
// managers send a test, rotate a webhook's secret and delete the channel.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import type { AlertChannel } from "../../../../contract/alerts";
import { RowAction } from "../../../components/row-action";
import { Icon } from "../../../icons/icon";
import type { AlertRights } from "../use-alert-rights";

export interface ChannelHandlers {
  onTest: (channel: AlertChannel) => void;
  onToggleDeliveries: (channel: AlertChannel) => void;
  onRotate: (channel: AlertChannel) => void;
  onDelete: (channel: AlertChannel) => void;
}

export interface ChannelActionsProps extends ChannelHandlers {
  channel: AlertChannel;
  rights: AlertRights;
  isTesting: boolean;
  isShowingDeliveries: boolean;
  /** The id of the row that holds the deliveries. */
  deliveriesId: string;
}

export function ChannelActions({ channel, rights, isTesting, isShowingDeliveries, deliveriesId, onTest, onToggleDeliveries, onRotate, onDelete }: ChannelActionsProps) {
  return (
    <Box sx={{ display: "flex", justifyContent: "flex-end", alignItems: "center", gap: 0.5, flexWrap: "wrap" }}>
      {rights.canUpdate ? (
        <Button
          size="small"
          variant="outlined"
          aria-label={`Send test to ${channel.name}`}
          disabled={isTesting}
          startIcon={isTesting ? <CircularProgress size={14} aria-hidden /> : <Icon icon="tabler:send" fontSize="1rem" />}
          onClick={() => onTest(channel)}
        >
          {isTesting ? "Sending…" : "Send test"}
        </Button>
      ) : null}
      <Button
        size="small"
        aria-label={`Deliveries of ${channel.name}`}
        aria-expanded={isShowingDeliveries}
        aria-controls={isShowingDeliveries ? deliveriesId : undefined}
        endIcon={<Icon icon={isShowingDeliveries ? "tabler:chevron-up" : "tabler:chevron-down"} fontSize="1rem" />}
        onClick={() => onToggleDeliveries(channel)}
      >
        Deliveries
      </Button>
      {rights.canUpdate && channel.kind === "webhook" ? (
        <RowAction title="Rotate secret" label={`Rotate secret of ${channel.name}`} icon="tabler:refresh" onClick={() => onRotate(channel)} />
      ) : null}
      {rights.canDelete ? (
        <RowAction title="Delete" label={`Delete ${channel.name}`} icon="tabler:trash" onClick={() => onDelete(channel)} />
      ) : null}
    </Box>
  );
}
