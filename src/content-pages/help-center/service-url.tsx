// The reader's own service URL in help articles, wherever code (or
// <ServiceUrl /> in prose) names the placeholder. It shows the placeholder in the
// server's HTML (readable with JavaScript off) and the data-plane URL from
// config.json after hydration. Only config.json is fetched: no API client.
import type { ReactNode } from "react";
import { useDataPlaneUrl } from "../../code-samples/use-data-plane-url";
import { fillServiceUrl, SERVICE_URL_PLACEHOLDER } from "../service-url";

/** The text with the placeholder filled in once the URL is known. */
function ServiceUrlText({ text }: { text: string }) {
  const url = useDataPlaneUrl();
  return <>{url === null ? text : fillServiceUrl(text, url)}</>;
}

/** The children of a code element, the placeholder filled in when they are plain text. */
export function withServiceUrl(children: ReactNode): ReactNode {
  return typeof children === "string" && children.includes(SERVICE_URL_PLACEHOLDER) ? <ServiceUrlText text={children} /> : children;
}

