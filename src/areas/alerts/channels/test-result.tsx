// How the last "Send test" went: delivered (with the receiver's status),
// failed (with its last answer), still being retried, or refused by the service.
import Alert from "@mui/material/Alert";
import type { AlertChannel, AlertDelivery } from "../../../../contract/alerts";
import { describeTest } from "./channel-words";

export type ChannelTestOutcome = { channel: AlertChannel; delivery: AlertDelivery } | { channel: AlertChannel; error: string };

const SEVERITIES = { delivered: "success", failed: "error", pending: "warning" } as const;

export function TestResult({ outcome, onClose }: { outcome: ChannelTestOutcome; onClose: () => void }) {
  if ("error" in outcome) {
    return (
      <Alert severity="error" onClose={onClose}>
        The test of {outcome.channel.name} could not be sent: {outcome.error}
      </Alert>
    );
  }
  return (
    <Alert severity={SEVERITIES[outcome.delivery.state]} role="status" onClose={onClose}>
      {describeTest(outcome.channel, outcome.delivery)}
    </Alert>
  );
}
