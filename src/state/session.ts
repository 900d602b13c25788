// Whether the browser holds a signed-in session (SPEC.md section 4: login
// marks the user logged in; a failed login, logout or a refused refresh marks
// them logged out). Code outside React (logout, the API client) changes it
// with setLoggedIn; components read it with useIsLoggedIn. The atom mirrors a
// small store here through an atom effect, so both sides see one value.
import { useEffect } from "react";
import { atom, useRecoilValue } from "recoil";

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

export const isLoggedInState = atom<boolean>({
  key: "isLoggedIn",
  default: false,
  effects: [
    ({ setSelf }) => {
      setSelf(loggedIn);
      listeners.add(setSelf);
      return () => {
        listeners.delete(setSelf);
      };
    },
  ],
});

export function useIsLoggedIn(): boolean {
  return useRecoilValue(isLoggedInState);
}

/**
 * After mount (the server has no storage, and the first render must match
 * its HTML): a stored token from an earlier visit counts as logged in; the
 * route guard decides whether it is still usable.
 */
export function useRestoreLoggedIn(hasStoredSession: () => boolean): void {
  useEffect(() => {
    if (hasStoredSession()) setLoggedIn(true);
  }, [hasStoredSession]);
}
