// The name a member is listed and searched by: given and family name from the
// user pool's token, else nothing (the list then shows the e-mail alone).
import type { SignedInUser } from "./token-verifier";

export function memberNameOf({ givenName, familyName }: Pick<SignedInUser, "givenName" | "familyName">): string | null {
  const name = [givenName, familyName].filter((part) => part?.trim()).join(" ").trim();
  return name || null;
}
