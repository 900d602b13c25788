// Whether config.json failed to load, for the configuration gate. Success
// changes nothing on screen, so it sets no state (and costs no re-render).
import { useCallback, useEffect, useState } from "react";
import { ConsoleConfigError } from "./console-config-check";
import { loadConsoleConfig } from "./load-console-config";

function asConfigError(error: unknown): ConsoleConfigError {
  return error instanceof ConsoleConfigError ? error : new ConsoleConfigError("unreachable", "config.json could not be loaded.");
}

export function useConsoleConfigFailure(): { failure: ConsoleConfigError | null; retry: () => void } {
  const [failure, setFailure] = useState<ConsoleConfigError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadConsoleConfig().catch((error: unknown) => {
      if (current) setFailure(asConfigError(error));
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((n) => n + 1);
  }, []);
  return { failure, retry };
}
