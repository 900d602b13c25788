// Shows the page while config.json loads and once it is good; replaces it
// with the configuration error screen when it is missing or wrong, so that a
// misconfigured deployment never shows a blank page or a form that cannot work.
// The page renders during loading so that server HTML and hydration match.
import type { ReactNode } from "react";
import { ConfigErrorScreen } from "./config-error-screen";
import { useConsoleConfigFailure } from "./use-console-config";

export function ConfigGate({ children }: { children: ReactNode }) {
  const { failure, retry } = useConsoleConfigFailure();
  if (failure !== null) return <ConfigErrorScreen error={failure} onRetry={retry} />;
  return <>{children}</>;
}
