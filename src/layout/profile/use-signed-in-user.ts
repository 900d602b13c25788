// Who is signed in, for the profile menu: the stored e-mail, and the name from
// the given_name and family_name claims of the stored id token (the
// accessToken key holds it). The server and the first client render see
// neither (use-stored-value.ts), so pages hydrate cleanly.
import { useMemo } from "react";
import { decodeToken, type TokenPayload } from "../../session/decode-token";
import { useStoredValue } from "../../session/use-stored-value";

export interface SignedInUser {
  email: string | null;
  /** "Given Family", either part alone, or null when the token names neither. */
  name: string | null;
}

function textClaim(claims: TokenPayload, name: string): string | null {
  const value = claims[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function nameFromIdToken(idToken: string | null): string | null {
  if (idToken === null) return null;
  let claims: TokenPayload;
  try {
    claims = decodeToken(idToken);
  } catch {
    // The route guard deals with an unreadable token; the menu just shows the e-mail.
    return null;
  }
  const parts = [textClaim(claims, "given_name"), textClaim(claims, "family_name")].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(" ") : null;
}

export function useSignedInUser(): SignedInUser {
  const email = useStoredValue("email");
  const idToken = useStoredValue("accessToken");
  const name = useMemo(() => nameFromIdToken(idToken), [idToken]);
  return { email, name };
}
