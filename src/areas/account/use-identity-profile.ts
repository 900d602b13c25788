// The signed-in user's profile from the identity service, for the account
// settings tabs: loading, loaded (and replaceable after a change), or failed
// with the service's message and a way to try again.
import { useCallback, useEffect, useState } from "react";
import { getProfile } from "../../identity/identity-client";
import type { IdentityProfile } from "../../identity/identity-types";

export type ProfileState = { status: "loading" } | { status: "ready"; profile: IdentityProfile } | { status: "failed"; message: string };

export interface IdentityProfileApi {
  state: ProfileState;
  reload: () => void;
  /** Applies a change the service has accepted, without asking it again. */
  update: (change: Partial<IdentityProfile>) => void;
}

export function useIdentityProfile(): IdentityProfileApi {
  const [state, setState] = useState<ProfileState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getProfile().then(
      (profile) => current && setState({ status: "ready", profile }),
      (error: unknown) => current && setState({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback(
    (change: Partial<IdentityProfile>) => setState((current) => (current.status === "ready" ? { status: "ready", profile: { ...current.profile, ...change } } : current)),
    [],
  );
  return { state, reload, update };
}
