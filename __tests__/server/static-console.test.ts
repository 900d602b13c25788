import zlib from "node:zlib";
import { FIXTURE_FILES, LARGE_SCRIPT, SECRET, createPublicFixture, type PublicFixture } from "./helpers/public-fixture";
import { startTestServer, type TestServer } from "./helpers/test-app";

const HTML = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

let fixture: PublicFixture;
let server: TestServer;

beforeAll(async () => {
  fixture = createPublicFixture();
  server = await startTestServer({ PUBLIC_DIR: fixture.publicDir });
});
afterAll(async () => {
  await server.close();
  fixture.remove();
});

describe("redirects from rewrites.json", () => {
  it.each(["/apps/chat", "/apps/chat/"])("answers %s with 301 to the real route", async (url) => {
    const response = await server.request({ url, headers: HTML });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/data-import");
  });

  it.each(["/apps/email?tab=2&x=%20y", "/apps/email/?tab=2&x=%20y"])("keeps the query string of %s", async (url) => {
    const response = await server.request({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/metrics?tab=2&x=%20y");
  });

  it("matches exact paths only", async () => {
    expect((await server.request({ url: "/apps/chat/room", headers: HTML })).statusCode).toBe(404);
  });
});

describe("pages and files", () => {
  it.each(["/metrics", "/metrics/"])("serves %s from metrics/index.html without a redirect", async (url) => {
    const response = await server.request({ url, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(FIXTURE_FILES["metrics/index.html"]);
  });

  it("serves / from index.html", async () => {
    const response = await server.request({ url: "/", headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FIXTURE_FILES["index.html"]);
  });

  it("serves a file by its path", async () => {
    const response = await server.request({ url: "/static/x.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.body).toBe(FIXTURE_FILES["static/x.js"]);
  });

  it("serves a deep client-only route with its area's index.html", async () => {
    const response = await server.request({ url: "/ai-hub/datasets/some/deep/path?x=1", headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FIXTURE_FILES["ai-hub/datasets/index.html"]);
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await server.request({ method: "HEAD", url: "/ai-hub/datasets/x" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe("");
  });
});

describe("not found", () => {
  it("answers an unknown page with 404.html", async () => {
    const response = await server.request({ url: "/no/such/page", headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(FIXTURE_FILES["404.html"]);
  });

  it("answers with JSON when the client prefers it", async () => {
    const response = await server.request({ url: "/no/such/page", headers: { accept: "application/json" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "not_found", message: "No page at /no/such/page" } });
  });

  it("answers HEAD of an unknown page with 404", async () => {
    const response = await server.request({ method: "HEAD", url: "/nope", headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe("");
  });

  it("never serves hidden files", async () => {
    const response = await server.request({ url: "/.env", headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("HIDDEN");
  });
});

describe("path traversal", () => {
  it.each([
    "/../secret.txt",
    "/static/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E%2Fsecret.txt",
    "/static/%2e%2e/%2e%2e/secret.txt",
    "/..%5csecret.txt",
    "/index.html%00",
    "/%00/../secret.txt",
    "/ai-hub/datasets/%2e%2e/%2e%2e/%2e%2e/secret.txt",
  ])("refuses %s", async (url) => {
    const response = await server.request({ url, headers: HTML });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(SECRET);
  });
});

describe("cache headers", () => {
  it.each([
    ["/metrics/", REVALIDATE],
    ["/ai-hub/datasets/deep", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/page-data/metrics/page-data.json", REVALIDATE],
    ["/favicon.ico", REVALIDATE],
    ["/static/x.js", IMMUTABLE],
    ["/app-abc123.js", IMMUTABLE],
  ])("%s: %s", async (url, cacheControl) => {
    const response = await server.request({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(cacheControl);
  });

  it("lets the 404 page be revalidated", async () => {
    expect((await server.request({ url: "/nope", headers: HTML })).headers["cache-control"]).toBe(REVALIDATE);
  });

  it("answers a conditional request for an unchanged file with 304", async () => {
    const first = await server.request({ url: "/static/x.js" });
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const second = await server.request({ url: "/static/x.js", headers: { "if-none-match": etag ?? "" } });
    expect(second.statusCode).toBe(304);
  });
});

describe("compression", () => {
  it("gzips text assets when the client accepts gzip", async () => {
    const response = await server.request({ url: "/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(zlib.gunzipSync(response.rawBody).toString("utf8")).toBe(LARGE_SCRIPT);
  });

  it("prefers brotli when the client accepts both", async () => {
    const response = await server.request({ url: "/app-abc123.js", headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(response.rawBody).toString("utf8")).toBe(LARGE_SCRIPT);
  });

  it("sends the file as it is otherwise", async () => {
    const response = await server.request({ url: "/app-abc123.js" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(LARGE_SCRIPT);
  });
});

describe("the service's own routes", () => {
  it("answer /config.json instead of the static file", async () => {
    const response = await server.request({ url: "/config.json" });
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toMatchObject({ apiBaseUrl: "/api" });
  });
});

describe("a build without rewrites.json", () => {
  it("serves files and 404s, without redirects or client-only routes", async () => {
    const bare = createPublicFixture({ "index.html": "<html>home</html>", "404.html": "<html>404</html>", "metrics/index.html": "m" });
    const bareServer = await startTestServer({ PUBLIC_DIR: bare.publicDir });
    try {
      expect((await bareServer.request({ url: "/metrics" })).statusCode).toBe(200);
      expect((await bareServer.request({ url: "/apps/chat", headers: HTML })).statusCode).toBe(404);
      expect((await bareServer.request({ url: "/metrics/deep", headers: HTML })).statusCode).toBe(404);
    } finally {
      await bareServer.close();
      bare.remove();
    }
  });
});

describe("a build with an invalid rewrites.json", () => {
  it("stops the start with a message naming the file", async () => {
    const broken = createPublicFixture({ "index.html": "x", "rewrites.json": JSON.stringify({ redirects: [{ from: "apps", to: "/x", status: 302 }] }) });
    try {
      await expect(startTestServer({ PUBLIC_DIR: broken.publicDir })).rejects.toThrow(/rewrites\.json does not match contract\/rewrite-manifest\.ts/);
    } finally {
      broken.remove();
    }
  });
});
