// How the page words channels and their deliveries.
import type { AlertChannel, AlertChannelKind, AlertDelivery } from "../../../../contract/alerts";

export function channelKindLabel(kind: AlertChannelKind): string {
  return kind === "email" ? "E-mail" : "Webhook";
}

/** Where it sends: the addresses, or the URL. */
export function channelTarget(channel: AlertChannel): string {
  return channel.kind === "email" ? (channel.addresses ?? []).join(", ") : (channel.url ?? "");
}

export const DELIVERY_STATE_LABELS: Readonly<Record<AlertDelivery["state"], string>> = { pending: "Pending", delivered: "Delivered", failed: "Failed" };

export const DELIVERY_EVENT_LABELS: Readonly<Record<AlertDelivery["event"], string>> = { firing: "Firing", resolved: "Resolved", test: "Test" };

/** What the receiver last answered: "HTTP 200", the error, or nothing yet. */
export function lastAnswer(delivery: AlertDelivery): string {
  const parts = [delivery.lastStatus !== null ? `HTTP ${delivery.lastStatus}` : null, delivery.lastError].filter((part) => part !== null && part !== "");
  return parts.length === 0 ? "–" : parts.join(": ");
}

/** The outcome of a test, as one sentence. */
export function describeTest(channel: AlertChannel, delivery: AlertDelivery): string {
  if (delivery.state === "delivered") return `Test delivered to ${channel.name}${delivery.lastStatus !== null ? ` (HTTP ${delivery.lastStatus})` : ""}.`;
  if (delivery.state === "failed") return `Test to ${channel.name} failed after ${attempts(delivery.attempts)}: ${lastAnswer(delivery)}.`;
  return `Test to ${channel.name} not delivered yet (${attempts(delivery.attempts)}${delivery.attempts > 0 ? `, last ${lastAnswer(delivery)}` : ""}); it will be tried again.`;
}

function attempts(count: number): string {
  return count === 1 ? "1 attempt" : `${count} attempts`;
}
