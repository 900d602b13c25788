// What the confirmation step hands to the login page, in the navigation's
// state (not the URL): the confirmed address, so that login can say the
// e-mail is confirmed and fill it in. Never the password.
export interface LoginState {
  confirmedEmail: string;
}

export function confirmedLoginState(email: string): LoginState {
  return { confirmedEmail: email };
}

/** The confirmed address from a login page's location state, or null when it came another way. */
export function readConfirmedEmail(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("confirmedEmail" in state)) return null;
  const email = state.confirmedEmail;
  return typeof email === "string" && email.trim() !== "" ? email.trim() : null;
}
