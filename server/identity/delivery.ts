// Codes by e-mail: issue a code, put the message in the outbox, and describe
// the delivery the way Cognito does (CodeDeliveryDetails with a masked address).
import type { CodePurpose } from "../db/schema/identity";
import { issueCode, CODE_LIFETIME_SECONDS } from "./store/codes";
import type { IdentityService } from "./service";

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: "EMAIL";
  AttributeName: "email";
}

/** Cognito's mask: "alice@example.com" → "a***@e***". Lower case, as stored, so a made-up reply for an unknown address looks like a real one. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.toLowerCase().split("@");
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function deliveryDetails(email: string): CodeDeliveryDetails {
  return { Destination: maskEmail(email), DeliveryMedium: "EMAIL", AttributeName: "email" };
}

const WORDING: Record<CodePurpose, { subject: string; label: string; sentence: string }> = {
  signup: { subject: "Your confirmation code", label: "Confirmation code", sentence: "Your confirmation code is" },
  reset: { subject: "Your password reset code", label: "Password reset code", sentence: "Your password reset code is" },
  verify_email: { subject: "Your verification code", label: "Verification code", sentence: "Your verification code is" },
};

function lifetime(seconds: number): string {
  return seconds >= 7200 ? `${seconds / 3600} hours` : `${seconds / 60} minutes`;
}

/** Issues a code for the user (replacing any earlier one) and sends it to `address`. */
export async function sendCode(service: IdentityService, sub: string, address: string, purpose: CodePurpose): Promise<CodeDeliveryDetails> {
  const code = await issueCode(service, sub, purpose);
  const wording = WORDING[purpose];
  await service.mailer.send({
    to: address,
    kind: purpose,
    subject: wording.subject,
    text:
      `${wording.sentence} ${code}\n\n` +
      `It is valid for ${lifetime(CODE_LIFETIME_SECONDS[purpose])}. If you did not ask for it, ignore this message.\n\n` +
      `Vector Database Cloud, ${service.config.publicUrl}\n`,
    logLine: `${wording.label} for ${address}: ${code}`,
  });
  return deliveryDetails(address);
}
