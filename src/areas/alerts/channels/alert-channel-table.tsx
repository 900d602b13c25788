// The project's channels, one row each: kind (icon and word), name, where it
// sends, a webhook's secret hint; each row opens onto its deliveries.
import { Fragment, useId } from "react";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { AlertChannel } from "../../../../contract/alerts";
import { Icon } from "../../../icons/icon";
import type { AlertRights } from "../use-alert-rights";
import { ChannelActions, type ChannelHandlers } from "./channel-actions";
import { ChannelDeliveries } from "./channel-deliveries";
import { channelKindLabel, channelTarget } from "./channel-words";

export interface AlertChannelTableProps extends ChannelHandlers {
  projectId: string;
  channels: readonly AlertChannel[];
  rights: AlertRights;
  testing: string | null;
  /** The channels whose deliveries are shown. */
  showingDeliveries: ReadonlySet<string>;
}

const COLUMNS = 5;

export function AlertChannelTable({ projectId, channels, rights, testing, showingDeliveries, ...handlers }: AlertChannelTableProps) {
  const idPrefix = useId();
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table aria-label="Channels">
        <TableHead>
          <TableRow>
            <TableCell>Kind</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Sends to</TableCell>
            <TableCell>Secret</TableCell>
            <TableCell align="right" aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {channels.map((channel) => {
            const deliveriesId = `${idPrefix}-${channel.id}`;
            const isShowing = showingDeliveries.has(channel.id);
            return (
              <Fragment key={channel.id}>
                <TableRow hover>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
                      <Icon icon={channel.kind === "email" ? "tabler:mail" : "tabler:webhook"} fontSize="1.125rem" />
                      {channelKindLabel(channel.kind)}
                    </Box>
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
                    {channel.name}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>{channelTarget(channel)}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap", fontFamily: "monospace" }}>{channel.secretHint !== undefined ? `…${channel.secretHint}` : "–"}</TableCell>
                  <TableCell align="right">
                    <ChannelActions
                      channel={channel}
                      rights={rights}
                      isTesting={testing === channel.id}
                      isShowingDeliveries={isShowing}
                      deliveriesId={deliveriesId}
                      {...handlers}
                    />
                  </TableCell>
                </TableRow>
                {isShowing ? (
                  <TableRow id={deliveriesId}>
                    <TableCell colSpan={COLUMNS} sx={{ bgcolor: "action.hover" }}>
                      <ChannelDeliveries projectId={projectId} channel={channel} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
