// What can be done from a channel's row: everyone opens its deliveries;
// managers send a test, rotate a webhook's secret and delete the channel.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { AlertChannel } from "../../../../contract/alerts";
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
        <Tooltip title="Rotate secret">
          <IconButton size="small" aria-label={`Rotate secret of ${channel.name}`} onClick={() => onRotate(channel)}>
            <Icon icon="tabler:refresh" fontSize="1.125rem" />
          </IconButton>
        </Tooltip>
      ) : null}
      {rights.canDelete ? (
        <Tooltip title="Delete">
          <IconButton size="small" aria-label={`Delete ${channel.name}`} onClick={() => onDelete(channel)}>
            <Icon icon="tabler:trash" fontSize="1.125rem" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}
