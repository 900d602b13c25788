// An invited member (for the control plane's member invitations): a user with
// a temporary password sent by e-mail, who must choose a new password at the
// first sign-in (NEW_PASSWORD_REQUIRED), as after Cognito's AdminCreateUser;
// a new temporary password on request (Cognito's RESEND); and the notice
// mailed to someone invited who has an account already.
import { randomBytes, randomInt } from "node:crypto";
import type { MailMessage } from "../mail/mailer";
import { readAttributeChanges } from "./attributes";
import { CognitoError } from "./errors";
import { assertPasswordAllowed } from "./password-policy";
import type { IdentityService } from "./service";
import { findUserByUsername, insertUser, setPassword } from "./store/users";

export interface Invitation {
  email: string;
  /** Profile attributes such as given_name and family_name. */
  attributes?: Record<string, string>;
  /** Chosen by the caller (tests); by default a random one that meets the policy. */
  temporaryPassword?: string;
  /** Which organisation invites, and who: said in the e-mail. */
  letter?: { organisationName: string; invitedBy: string; validDays: number };
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

function invitedTo(letter: Invitation["letter"]): string {
  return letter ? `${letter.invitedBy} has invited you to ${letter.organisationName} on Vector Database Cloud.` : "You have been invited to Vector Database Cloud.";
}

function temporaryPasswordMail(publicUrl: string, email: string, temporaryPassword: string, letter: Invitation["letter"]): MailMessage {
  return {
    to: email,
    kind: "invite",
    subject: letter ? `Join ${letter.organisationName} on Vector Database Cloud` : "You are invited to Vector Database Cloud",
    text:
      `${invitedTo(letter)}\n\n` +
      `Sign in at ${publicUrl}/auth/login as ${email} with the temporary password ${temporaryPassword}\n` +
      `and choose your own password.${letter ? ` The invitation is valid for ${letter.validDays} days.` : ""}\n`,
    logLine: `Temporary password for ${email}: ${temporaryPassword}`,
  };
}

/** To someone who has an account already: they join at their next sign-in. */
export function invitationNoticeMail(publicUrl: string, email: string, letter: NonNullable<Invitation["letter"]>): MailMessage {
  return {
    to: email,
    kind: "invite",
    subject: `Join ${letter.organisationName} on Vector Database Cloud`,
    text: `${invitedTo(letter)}\n\nSign in at ${publicUrl}/auth/login as ${email} with your password to join. The invitation is valid for ${letter.validDays} days.\n`,
    logLine: `Invitation for ${email} to ${letter.organisationName}`,
  };
}

/** Throws UsernameExistsException when the address already has an account. */
export async function inviteUser(service: IdentityService, invitation: Invitation): Promise<{ sub: string; temporaryPassword: string }> {
  const temporaryPassword = invitation.temporaryPassword ?? generateTemporaryPassword();
  assertPasswordAllowed(temporaryPassword);
  const changes = readAttributeChanges(Object.entries(invitation.attributes ?? {}).map(([Name, Value]) => ({ Name, Value })));
  if (changes.email !== undefined) throw CognitoError.invalidParameter("The e-mail is the invitation's address, not an attribute.");
  const user = await insertUser(service, { email: invitation.email, password: temporaryPassword, attributes: changes.profile, status: "FORCE_CHANGE_PASSWORD" });
  await service.mailer.send(temporaryPasswordMail(service.config.publicUrl, user.email, temporaryPassword, invitation.letter));
  return { sub: user.sub, temporaryPassword };
}

/**
 * A new temporary password for an invited user who has not chosen theirs (its seven days start again), mailed as
 * the first; throws UserNotFoundException for any other.
 */
export async function resendTemporaryPassword(service: IdentityService, email: string, letter?: Invitation["letter"]): Promise<{ temporaryPassword: string }> {
  const user = await findUserByUsername(service, email);
  if (!user || user.status !== "FORCE_CHANGE_PASSWORD") throw new CognitoError("UserNotFoundException", "User does not exist.");
  const temporaryPassword = generateTemporaryPassword();
  await setPassword(service, user, temporaryPassword, "FORCE_CHANGE_PASSWORD");
  await service.mailer.send(temporaryPasswordMail(service.config.publicUrl, user.email, temporaryPassword, letter));
  return { temporaryPassword };
}
