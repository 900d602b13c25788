// Help articles name the service by a placeholder; the page shows the
// reader's data-plane URL from config.json once it has loaded, and the
// placeholder in the server's HTML (JavaScript off).
import { TextEncoder } from "node:util";
import type * as ReactDomServer from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { ArticleCode, ServiceUrl } from "../../../src/content-pages/help-center/help-mdx-components";
import { fillServiceUrl, SERVICE_URL_PLACEHOLDER, withExplicitPort } from "../../../src/content-pages/service-url";

Object.assign(globalThis, { TextEncoder });
const { renderToString } = jest.requireActual<typeof ReactDomServer>("react-dom/server");

const CURL = `curl "${SERVICE_URL_PLACEHOLDER}/collections" -H "api-key: $QDRANT_API_KEY"`;

describe("the service URL in help articles", () => {
  it("shows the data-plane URL from config.json in code, with its port written out", async () => {
    // The test config's apiBaseUrl is "/api" on http://localhost: the data plane is the service's root.
    render(<ArticleCode className="language-bash">{CURL}</ArticleCode>);
    expect(await screen.findByText('curl "http://localhost:80/collections" -H "api-key: $QDRANT_API_KEY"')).toBeInTheDocument();
  });

  it("shows it in prose with <ServiceUrl />", async () => {
    render(
      <p>
        Your service&apos;s URL is <ServiceUrl />.
      </p>,
    );
    expect(await screen.findByText("http://localhost:80")).toBeInTheDocument();
  });

  it("keeps the placeholder in the server's HTML, for readers without JavaScript", () => {
    const html = renderToString(<ArticleCode>{CURL}</ArticleCode>);
    expect(html).toContain(SERVICE_URL_PLACEHOLDER);
  });

  it("leaves code without the placeholder alone", () => {
    render(<ArticleCode>npm install @qdrant/js-client-rest</ArticleCode>);
    expect(screen.getByText("npm install @qdrant/js-client-rest")).toBeInTheDocument();
  });

  it("writes the port a Qdrant client would otherwise take to be 6333", () => {
    expect(withExplicitPort("https://vectors.example.com")).toBe("https://vectors.example.com:443");
    expect(withExplicitPort("http://localhost:8080")).toBe("http://localhost:8080");
    expect(withExplicitPort("https://example.com/vdb")).toBe("https://example.com:443/vdb");
    expect(fillServiceUrl(`${SERVICE_URL_PLACEHOLDER} and ${SERVICE_URL_PLACEHOLDER}/x`, "http://localhost:8080")).toBe(
      "http://localhost:8080 and http://localhost:8080/x",
    );
  });
});
