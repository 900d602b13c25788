// The channel a route names, in the route's project; a 404 otherwise.
import type { Database } from "../db/client";
import type { AlertChannelRow } from "../db/schema";
import { findAlertChannel } from "./store/alert-channel-store";
import { noSuchChannel } from "./alert-errors";

export async function requireAlertChannel(db: Database, projectId: string, channelId: string): Promise<AlertChannelRow> {
  const channel = await findAlertChannel(db, projectId, channelId);
  if (!channel) throw noSuchChannel(channelId);
  return channel;
}
