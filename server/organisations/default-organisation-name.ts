// The name an owner's organisation gets when they do not choose one:
// "Ada's organisation", from the given name, else the e-mail's local part.
import { ORGANISATION_NAME_MAX_LENGTH } from "../../contract/auth";
import type { SignedInUser } from "../access/token-verifier";

const SUFFIX = "'s organisation";

export function defaultOrganisationName(user: SignedInUser): string {
  const owner = user.givenName?.trim() || user.email.split("@")[0]?.trim() || user.username;
  return `${Array.from(owner).slice(0, ORGANISATION_NAME_MAX_LENGTH - SUFFIX.length).join("")}${SUFFIX}`;
}
