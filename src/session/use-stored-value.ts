// One stored session value as React state. The server and the first client
// render see null (there is no storage on the server), so pages hydrate
// cleanly and show the stored value right after mount.
import { useSyncExternalStore } from "react";
import { onStoredSessionChange, readStoredValue, type SessionKey } from "./token-storage";

// The storage event reports changes made in other tabs, such as a logout;
// token-storage.ts those made in this one, such as a renewed token.
function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  const stop = onStoredSessionChange(onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    stop();
  };
}

export function useStoredValue(key: SessionKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStoredValue(key),
    () => null,
  );
}
