// The browser's stored session (SPEC.md sections 3 and 9): after login,
// accessToken (holding the identity token), refreshToken, email and username.
// Every read and write of these keys goes through here.

export const SESSION_KEYS = ["accessToken", "refreshToken", "email", "username"] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
export type StoredSession = Partial<Record<SessionKey, string>>;

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Calls listener after every write of these keys in this tab (the storage
 * event reports only other tabs' writes), so that a renamed user's new id
 * token reaches the profile menu at once. Returns the way to stop.
 */
export function onStoredSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  return typeof window === "undefined" ? null : window.localStorage;
}

export function readStoredValue(key: SessionKey): string | null {
  return storage()?.getItem(key) ?? null;
}

export function readStoredSession(): StoredSession {
  const session: StoredSession = {};
  for (const key of SESSION_KEYS) {
    const value = readStoredValue(key);
    if (value !== null) session[key] = value;
  }
  return session;
}

export function writeStoredSession(session: StoredSession): void {
  for (const key of SESSION_KEYS) {
    const value = session[key];
    if (value !== undefined) storage()?.setItem(key, value);
  }
  notifyListeners();
}

export function removeStoredValue(key: SessionKey): void {
  storage()?.removeItem(key);
  notifyListeners();
}

/** Logout clears every stored key of the session (ARCHITECTURE.md, Routes). */
export function clearStoredSession(): void {
  for (const key of SESSION_KEYS) removeStoredValue(key);
}
