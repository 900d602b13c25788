// The signed-in user's e-mail from the stored session. Read after mount: the
// server has no storage, and the first client render must match its HTML.
import { useEffect, useState } from "react";
import { readStoredValue } from "../../auth/token-storage";

export function useSignedInEmail(): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    setEmail(readStoredValue("email"));
  }, []);
  return email;
}
