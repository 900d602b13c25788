// Where programs reach the data plane, for code samples, from config.json: its
// absolute URL (null until the settings are loaded) and its gRPC endpoint
// (null also when the service serves none).
import { useEffect, useState } from "react";
import { dataPlaneUrl } from "../api-client/data-plane-url";
import type { ConsoleConfig } from "../../contract/console-config";
import { loadConsoleConfig } from "../config/load-console-config";
import type { GrpcEndpoint } from "./grpc-client-setup";

export function useDataPlaneUrl(): string | null {
  return useFromConsoleConfig((config) => dataPlaneUrl(config.apiBaseUrl, window.location.origin));
}

export function useGrpcEndpoint(): GrpcEndpoint | null {
  return useFromConsoleConfig((config) => config.grpc ?? null);
}

function useFromConsoleConfig<T>(read: (config: ConsoleConfig) => T): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    loadConsoleConfig().then(
      (config) => current && setValue(() => read(config)),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Read once: the settings do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
