import { prefersJson } from "../../server/static/accept";
import { IMMUTABLE, REVALIDATE, cacheControlFor } from "../../server/static/cache-headers";
import { parseRequestPath } from "../../server/static/request-path";
import { findRedirect, findRewrite, redirectLocation } from "../../server/static/rewrite-rules";

const manifest = {
  redirects: [
    { from: "/", to: "/dashboard", status: 301 as const },
    { from: "/apps/chat", to: "/data-import", status: 301 as const },
  ],
  rewrites: [
    { from: "/ai-hub/*", to: "/ai-hub/index.html" },
    { from: "/ai-hub/datasets/*", to: "/ai-hub/datasets/index.html" },
  ],
};

describe("findRedirect", () => {
  it("matches the exact path with or without a trailing slash", () => {
    expect(findRedirect(manifest, "/apps/chat")?.to).toBe("/data-import");
    expect(findRedirect(manifest, "/apps/chat/")?.to).toBe("/data-import");
    expect(findRedirect(manifest, "/apps/chat/x")).toBeUndefined();
    expect(findRedirect(manifest, "/apps")).toBeUndefined();
  });

  it("matches the root only at the root", () => {
    expect(findRedirect(manifest, "/")?.to).toBe("/dashboard");
    expect(findRedirect(manifest, "/dashboard")).toBeUndefined();
  });
});

describe("redirectLocation", () => {
  it("keeps the query string", () => {
    expect(redirectLocation({ from: "/a", to: "/b", status: 301 }, "?x=1")).toBe("/b?x=1");
    expect(redirectLocation({ from: "/a", to: "/b?tab=1", status: 301 }, "?x=1")).toBe("/b?tab=1&x=1");
    expect(redirectLocation({ from: "/a", to: "/b", status: 301 }, "")).toBe("/b");
  });
});

describe("findRewrite", () => {
  it("takes the most specific rule, whatever the order", () => {
    expect(findRewrite(manifest, "/ai-hub/datasets/a/b")?.to).toBe("/ai-hub/datasets/index.html");
    expect(findRewrite(manifest, "/ai-hub/models/a")?.to).toBe("/ai-hub/index.html");
  });

  it("covers the area itself but not a longer name", () => {
    expect(findRewrite(manifest, "/ai-hub/datasets")?.to).toBe("/ai-hub/datasets/index.html");
    expect(findRewrite(manifest, "/ai-hubs/x")).toBeUndefined();
  });
});

describe("parseRequestPath", () => {
  it("decodes the path and keeps the query apart", () => {
    expect(parseRequestPath("/a%20b/c?x=%20")).toEqual({ kind: "ok", pathname: "/a b/c", search: "?x=%20", segments: ["a b", "c"] });
  });

  it.each(["/../x", "/a/%2e%2e/x", "/%2e", "/a%00", "/a\\b", "/%5c..", "/%E0%A4%A"])("refuses %s", (url) => {
    expect(parseRequestPath(url)).toEqual({ kind: "malformed" });
  });
});

describe("cacheControlFor", () => {
  it.each([
    ["/static/d/abc.png", IMMUTABLE],
    ["/app-5cd91f4fdf5e617c6f98.js", IMMUTABLE],
    ["/styles.21384f5763b25dd27244.css", IMMUTABLE],
    ["/component---src-pages-404-tsx-75619f828e0dd535358d.js", IMMUTABLE],
    ["/index.html", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/sw.js", REVALIDATE],
    ["/module-decade.js", REVALIDATE],
    ["/~partytown/partytown-1a2b3c4d.js", REVALIDATE],
    ["/app-5cd91f4fdf5e617c6f98.js.map", REVALIDATE],
  ])("%s: %s", (filePath, expected) => {
    expect(cacheControlFor(filePath)).toBe(expected);
  });
});

describe("prefersJson", () => {
  it.each([
    ["application/json", true],
    ["application/json, text/plain, */*", true],
    ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", false],
    ["*/*", false],
    ["text/html;q=0.5, application/json", true],
    [undefined, false],
  ])("%s: %s", (accept, expected) => {
    expect(prefersJson(accept)).toBe(expected);
  });
});
