// The channel form as data, and what it sends: an e-mail channel's addresses
// (typed one per line or separated by commas), or a webhook's URL. The checks
// are the service's own schema (createAlertChannelBodySchema), so the
// messages are the service's words.
import { createAlertChannelBodySchema, type AlertChannelKind, type CreateAlertChannelBody } from "../../../../contract/alerts";

export interface ChannelDraft {
  name: string;
  addresses: string;
  url: string;
}

export type ChannelErrors = Partial<Record<keyof ChannelDraft | "form", string>>;

export const NEW_CHANNEL_DRAFT: ChannelDraft = { name: "", addresses: "", url: "" };

export function readAddresses(text: string): string[] {
  return text.split(/[\s,;]+/).filter((address) => address !== "");
}

export function toChannelBody(kind: AlertChannelKind, draft: ChannelDraft): { body: CreateAlertChannelBody } | { errors: ChannelErrors } {
  const candidate = kind === "email" ? { kind, name: draft.name, addresses: readAddresses(draft.addresses) } : { kind, name: draft.name, url: draft.url.trim() };
  const parsed = createAlertChannelBodySchema.safeParse(candidate);
  if (parsed.success) return { body: parsed.data };
  const errors: ChannelErrors = {};
  for (const issue of parsed.error.issues) {
    const head = issue.path[0];
    const field = head === "name" || head === "addresses" || head === "url" ? head : "form";
    errors[field] ??= issue.message;
  }
  return { errors };
}
