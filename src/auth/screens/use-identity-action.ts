// Runs one identity action at a time for a form: busy while it runs, a second
// submit ignored (a ref, so even a double click before the re-render counts),
// and a failure shown as the identity service words it (SPEC.md section 8).
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";

export interface IdentityAction {
  busy: boolean;
  /** Resolves with the action's value, or undefined when it failed (the error is toasted) or one was running. */
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}

export function useIdentityAction(): IdentityAction {
  const running = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      toast.error(messageOf(error));
      return undefined;
    } finally {
      running.current = false;
      // The action may have navigated away.
      if (mounted.current) setBusy(false);
    }
  }, []);

  return { busy, run };
}
