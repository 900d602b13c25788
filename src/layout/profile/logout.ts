// Logout (SPEC.md section 4.6): clears every stored key of the session, then
// goes to the login page. Token revocation with the identity service belongs here.
import { navigate } from "gatsby";
import { clearStoredSession } from "../../auth/token-storage";
import { LOGIN_PATH } from "../../routes";

export async function logout(): Promise<void> {
  clearStoredSession();
  await navigate(LOGIN_PATH);
}
