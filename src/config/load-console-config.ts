// Loads config.json, the console's runtime settings, once per visit: beside
// index.html, revalidated (never from the HTTP cache), so that a changed
// deployment reaches a console at its next start (ARCHITECTURE.md, Parts).
import { withPrefix } from "gatsby";
import type { ConsoleConfig } from "../../contract/console-config";
import { checkConsoleConfig, ConsoleConfigError } from "./console-config-check";

let pending: Promise<ConsoleConfig> | null = null;

async function fetchConsoleConfig(): Promise<ConsoleConfig> {
  let body: unknown;
  try {
    const response = await fetch(withPrefix("/config.json"), { cache: "no-cache", headers: { accept: "application/json" } });
    if (!response.ok) throw new ConsoleConfigError("unreachable", `config.json answered HTTP ${response.status}.`);
    body = await response.json();
  } catch (error) {
    if (error instanceof ConsoleConfigError) throw error;
    const reason = error instanceof SyntaxError ? "config.json is not valid JSON." : "config.json could not be loaded.";
    throw new ConsoleConfigError(error instanceof SyntaxError ? "invalid" : "unreachable", reason);
  }
  return checkConsoleConfig(body);
}

/** The console's settings; every caller shares one request. A failure is not kept, so a retry fetches again. */
export function loadConsoleConfig(): Promise<ConsoleConfig> {
  if (pending === null) {
    pending = fetchConsoleConfig();
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Tests start each case from an unloaded console. */
export function forgetConsoleConfig(): void {
  pending = null;
}
