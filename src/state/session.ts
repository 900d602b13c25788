// Whether the browser holds a signed-in session, for components: the atom
// mirrors the logged-in mark of src/session/logged-in.ts (which code outside
// React sets) through an atom effect, so both sides see one value.
import { useEffect } from "react";
import { atom, useRecoilValue } from "recoil";
import { isLoggedInNow, onLoggedInChange, setLoggedIn } from "../session/logged-in";

export const isLoggedInState = atom<boolean>({
  key: "isLoggedIn",
  default: false,
  effects: [
    ({ setSelf }) => {
      setSelf(isLoggedInNow());
      return onLoggedInChange(setSelf);
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
