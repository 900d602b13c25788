// A new channel in a project: an e-mail channel's addresses, or a webhook's
// URL (a public address, unless the operator allow-listed it) and a signing secret made here, sealed to the new row's id and answered
// this once. A project holds ALERT_CHANNELS_MAX channels at most.
import { randomUUID } from "node:crypto";
import { ALERT_CHANNELS_MAX, type CreateAlertChannelBody } from "../../contract/alerts";
import type { AlertContext } from "./alert-context";
import { countAlertChannels, insertAlertChannel, type NewAlertChannel } from "./store/alert-channel-store";
import { generateWebhookSecret, sealWebhookSecret } from "./delivery/webhook-secret";
import { withProjectLocked } from "./store/with-project-locked";
import type { AlertChannelRow } from "../db/schema";
import { AppError } from "../errors";
import { refuseInsideAddress } from "../outbound/refuse-inside-address";

export interface CreatedChannel {
  channel: AlertChannelRow;
  /** A webhook's signing secret, shown once. */
  secret?: string;
}

/** Addresses as the outbox keeps them: lower case, each once. */
export function normaliseAddresses(addresses: readonly string[]): string[] {
  return [...new Set(addresses.map((address) => address.toLowerCase()))];
}

export async function createAlertChannel(context: AlertContext, projectId: string, createdBy: string, input: CreateAlertChannelBody): Promise<CreatedChannel> {
  const id = randomUUID();
  let secret: string | undefined;
  let kindFields: Pick<NewAlertChannel, "addresses" | "url" | "secretSealed" | "secretHint">;
  if (input.kind === "email") {
    kindFields = { addresses: normaliseAddresses(input.addresses) };
  } else {
    await refuseInsideAddress(context.outbound, input.url, "The webhook's URL");
    secret = generateWebhookSecret();
    kindFields = { url: input.url, ...sealWebhookSecret(await context.sealingKey(), id, secret) };
  }
  const channel = await withProjectLocked(context.db, projectId, async (tx) => {
    if ((await countAlertChannels(tx, projectId)) >= ALERT_CHANNELS_MAX) {
      throw new AppError("conflict", `This project has ${ALERT_CHANNELS_MAX} alert channels, the most a project may have: delete one to add another`);
    }
    return insertAlertChannel(tx, { id, projectId, kind: input.kind, name: input.name, createdBy, ...kindFields });
  });
  return secret === undefined ? { channel } : { channel, secret };
}
