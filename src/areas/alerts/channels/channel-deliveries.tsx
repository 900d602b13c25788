// A channel's deliveries, newest first (the service keeps the last 100): what
// each told of, its state, attempts, the receiver's last answer and, while it
// is being retried, when the next attempt is due. Asked again every few
// seconds while one is pending.
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { AlertChannel } from "../../../../contract/alerts";
import { useChannelDeliveriesQuery } from "../../../api-client/alerts-queries";
import { queryView } from "../../../api-client/query-view";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { formatWhen } from "../../../components/times";
import { DELIVERY_EVENT_LABELS, lastAnswer } from "./channel-words";
import { DeliveryStateChip } from "./delivery-state-chip";

export function ChannelDeliveries({ projectId, channel }: { projectId: string; channel: AlertChannel }) {
  const query = useChannelDeliveriesQuery(projectId, channel.id);
  const deliveries = queryView(query);
  if (deliveries.status === "loading") return <LinearProgress aria-label={`Loading the deliveries of ${channel.name}`} />;
  if (deliveries.status === "failed") return <ServiceErrorAlert title="The deliveries could not be loaded" message={deliveries.error.message} onRetry={() => void query.refetch()} />;
  if (deliveries.data.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        Nothing sent through {channel.name} yet. Send a test to check it.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={`Deliveries of ${channel.name}`}>
      <TableHead>
        <TableRow>
          <TableCell>Sent</TableCell>
          <TableCell>Event</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Attempts</TableCell>
          <TableCell>Last answer</TableCell>
          <TableCell>Next attempt</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {deliveries.data.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(delivery.createdAt)}</TableCell>
            <TableCell>{DELIVERY_EVENT_LABELS[delivery.event]}</TableCell>
            <TableCell>
              <DeliveryStateChip state={delivery.state} />
            </TableCell>
            <TableCell align="right">{delivery.attempts}</TableCell>
            <TableCell sx={{ overflowWrap: "anywhere" }}>{lastAnswer(delivery)}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{delivery.nextAttemptAt === null ? "–" : formatWhen(delivery.nextAttemptAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
