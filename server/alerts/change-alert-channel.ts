// Changes a channel: its name, an e-mail channel's addresses, a webhook's URL,
// or a webhook's secret made anew (answered this once; the old one stops
// verifying at once). What belongs to the other kind is refused.
import type { UpdateAlertChannelBody } from "../../contract/alerts";
import type { AlertContext } from "./alert-context";
import { updateAlertChannel, type AlertChannelChange } from "./store/alert-channel-store";
import { generateWebhookSecret, sealWebhookSecret } from "./delivery/webhook-secret";
import type { AlertChannelRow } from "../db/schema";
import { AppError } from "../errors";
import { refuseInsideAddress } from "../outbound/refuse-inside-address";
import { noSuchChannel } from "./alert-errors";
import { normaliseAddresses, type CreatedChannel } from "./create-alert-channel";

function refuseOtherKind(channel: AlertChannelRow, input: UpdateAlertChannelBody): void {
  if (channel.kind === "webhook" && input.addresses !== undefined) throw new AppError("bad_request", "addresses: only an e-mail channel has addresses");
  if (channel.kind === "email" && input.url !== undefined) throw new AppError("bad_request", "url: only a webhook channel has a URL");
  if (channel.kind === "email" && input.rotateSecret !== undefined) throw new AppError("bad_request", "rotateSecret: only a webhook channel has a secret");
}

export async function changeAlertChannel(context: AlertContext, channel: AlertChannelRow, input: UpdateAlertChannelBody): Promise<CreatedChannel> {
  refuseOtherKind(channel, input);
  if (input.url !== undefined) await refuseInsideAddress(context.outbound, input.url, "The webhook's URL");
  const secret = input.rotateSecret ? generateWebhookSecret() : undefined;
  const change: AlertChannelChange = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.addresses === undefined ? {} : { addresses: normaliseAddresses(input.addresses) }),
    ...(input.url === undefined ? {} : { url: input.url }),
    ...(secret === undefined ? {} : sealWebhookSecret(await context.sealingKey(), channel.id, secret)),
  };
  const updated = await updateAlertChannel(context.db, channel.id, change);
  if (!updated) throw noSuchChannel(channel.id);
  return secret === undefined ? { channel: updated } : { channel: updated, secret };
}
