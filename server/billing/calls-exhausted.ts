// The data plane's answer past the month's allowance: Qdrant's 429 shape
// ({"status":{"error":"Rate limiting exceeded: ..."}}) with Retry-After, naming
// the tier and when the allowance resets.
import type { Tier } from "../../contract/pricing";
import type { AppError } from "../errors";
import { rateLimitExceeded } from "../data/qdrant-errors";
import { formatResetDate } from "./billing-month";

export function callsExhaustedMessage(tier: Tier, resetsAt: Date): string {
  return (
    `Monthly API calls exhausted: the ${tier.name} tier includes ${tier.apiCalls.toLocaleString("en-US")} data-plane calls a month and this organisation has made them all. ` +
    `The allowance resets on ${formatResetDate(resetsAt)} at 00:00 UTC; move to a larger tier in Billing to go on now`
  );
}

export function callsExhausted(tier: Tier, resetsAt: Date, now: number): AppError {
  return rateLimitExceeded(callsExhaustedMessage(tier, resetsAt), Math.max(1, Math.ceil((resetsAt.getTime() - now) / 1000)));
}
