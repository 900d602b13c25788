// One read from the service as component state: loading, ready or failed
// (with the service's message), for every list and detail view. The query
// runs again when its key changes (another project, another collection);
// retry starts over from loading, refresh keeps what is shown until the new
// answer arrives.
import { useCallback, useEffect, useRef, useState } from "react";
import { toApiError, type ApiError } from "./api-error";

export type QueryState<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "failed"; error: ApiError };

export interface ServiceQuery<T> {
  state: QueryState<T>;
  retry: () => void;
  refresh: () => void;
  /** Applies a change the service has accepted, without asking it again. */
  update: (change: (data: T) => T) => void;
}

interface Answer<T> {
  key: string;
  state: QueryState<T>;
}

/** Runs load for key; a null key (nothing to load yet) stays loading. */
export function useServiceQuery<T>(key: string | null, load: () => Promise<T>): ServiceQuery<T> {
  const loadRef = useRef(load);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    loadRef.current().then(
      (data) => current && setAnswer({ key, state: { status: "ready", data } }),
      (error: unknown) => current && setAnswer({ key, state: { status: "failed", error: toApiError(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((current) => (current?.state.status === "ready" ? { key: current.key, state: { status: "ready", data: change(current.state.data) } } : current)),
    [],
  );

  const state: QueryState<T> = answer !== null && answer.key === key ? answer.state : { status: "loading" };
  return { state, retry, refresh, update };
}
