// An invited member (for the control plane's member invitations): a user with
// a temporary password sent by e-mail, who must choose a new password at the
// first sign-in (NEW_PASSWORD_REQUIRED), as after Cognito's AdminCreateUser.
import { randomBytes, randomInt } from "node:crypto";
import { readAttributeChanges } from "./attributes";
import { CognitoError } from "./errors";
import { assertPasswordAllowed } from "./password-policy";
import type { IdentityService } from "./service";
import { insertUser } from "./store/users";

export interface Invitation {
  email: string;
  /** Profile attributes such as given_name and family_name. */
  attributes?: Record<string, string>;
  /** Chosen by the caller (tests); by default a random one that meets the policy. */
  temporaryPassword?: string;
}

/** 16 random characters plus one of each class the policy asks for, in a random place. */
export function generateTemporaryPassword(): string {
  const characters = [...randomBytes(12).toString("base64url"), "K", "q", "7", "!"];
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? "", characters[index] ?? ""];
  }
  return characters.join("");
}

/** Throws UsernameExistsException when the address already has an account. */
export async function inviteUser(service: IdentityService, invitation: Invitation): Promise<{ sub: string; temporaryPassword: string }> {
  const temporaryPassword = invitation.temporaryPassword ?? generateTemporaryPassword();
  assertPasswordAllowed(temporaryPassword);
  const changes = readAttributeChanges(Object.entries(invitation.attributes ?? {}).map(([Name, Value]) => ({ Name, Value })));
  if (changes.email !== undefined) throw CognitoError.invalidParameter("The e-mail is the invitation's address, not an attribute.");
  const user = await insertUser(service, { email: invitation.email, password: temporaryPassword, attributes: changes.profile, status: "FORCE_CHANGE_PASSWORD" });
  const loginUrl = `${service.config.publicUrl}/auth/login`;
  await service.mailer.send({
    to: user.email,
    kind: "invite",
    subject: "You are invited to Vector Database Cloud",
    text:
      `You have been invited to Vector Database Cloud.\n\n` +
      `Sign in at ${loginUrl} as ${user.email} with the temporary password ${temporaryPassword}\n` +
      `and choose your own password.\n`,
    logLine: `Temporary password for ${user.email}: ${temporaryPassword}`,
  });
  return { sub: user.sub, temporaryPassword };
}
