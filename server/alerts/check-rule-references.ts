// What a rule names must be the project's own: each channel, and the API key
// whose calls it watches (a revoked key included: its usage stays). Another
// project's channel or key is refused exactly as one that does not exist.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { apiKeys } from "../db/schema";
import { findAlertChannels } from "./store/alert-channel-store";
import { AppError } from "../errors";

export async function checkRuleReferences(db: Database, projectId: string, { channelIds, apiKeyId }: { channelIds: readonly string[]; apiKeyId: string | null }): Promise<void> {
  const found = new Set((await findAlertChannels(db, projectId, channelIds)).map((channel) => channel.id));
  const missing = channelIds.find((id) => !found.has(id));
  if (missing !== undefined) throw new AppError("not_found", `channelIds: no alert channel ${missing} in this project`);
  if (apiKeyId === null) return;
  const [key] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.projectId, projectId), eq(apiKeys.id, apiKeyId)));
  if (!key) throw new AppError("not_found", `apiKeyId: no API key ${apiKeyId} in this project`);
}
