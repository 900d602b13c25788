// The logged-in mark (SPEC.md section 4: login marks the user logged in; a
// failed login, logout or a refused refresh marks them logged out). Plain
// code, below state/ and the API client: sign-in and logout set it, the
// Recoil atom (state/session.ts) and the query cache (api-client/query-client.ts)
// follow it.
type Listener = (isLoggedIn: boolean) => void;

let loggedIn = false;
const listeners = new Set<Listener>();

export function setLoggedIn(value: boolean): void {
  if (value === loggedIn) return;
  loggedIn = value;
  for (const listener of listeners) listener(value);
}

/** Calls listener on every change of the logged-in mark; returns the way to stop. */
export function onLoggedInChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isLoggedInNow(): boolean {
  return loggedIn;
}
