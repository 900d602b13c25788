// An alert_channels row as the API shows it: an e-mail channel's addresses, a
// webhook's URL and the last four characters of its secret, never the secret.
import type { AlertChannel } from "../../contract/alerts";
import type { AlertChannelRow } from "../db/schema";

export function toAlertChannel(row: AlertChannelRow): AlertChannel {
  const base = { id: row.id, kind: row.kind, name: row.name, createdAt: row.createdAt.toISOString() };
  if (row.kind === "email") return { ...base, addresses: row.addresses ?? [] };
  return { ...base, url: row.url ?? "", secretHint: row.secretHint ?? "" };
}
