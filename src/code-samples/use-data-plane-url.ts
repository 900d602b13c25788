// The data plane's absolute URL for code samples, from config.json (null until it is loaded).
import { useEffect, useState } from "react";
import { dataPlaneUrl } from "../api-client/data-plane-url";
import { loadConsoleConfig } from "../config/load-console-config";

export function useDataPlaneUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadConsoleConfig().then(
      (config) => current && setUrl(dataPlaneUrl(config.apiBaseUrl, window.location.origin)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return url;
}
