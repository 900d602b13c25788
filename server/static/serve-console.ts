// The service as the console's static host: it honours public/rewrites.json
// exactly as the CDN configuration generated from it does, so the console
// behaves the same locally and in production.
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors";
import { prefersJson } from "./accept";
import { cacheControlFor } from "./cache-headers";
import { findSiteFile, isSiteFile } from "./find-site-file";
import { loadSite, type Site } from "./load-site";
import { parseRequestPath } from "./request-path";
import { findRedirect, redirectLocation } from "./rewrite-rules";

export interface ServeConsoleOptions {
  publicDir: string;
}

const NOT_FOUND_PAGE = "/404.html";
// Permanent, but not forever: a browser keeps a 301 without Cache-Control
// indefinitely, and a later build may retarget a template route.
const REDIRECT_CACHE_CONTROL = "public, max-age=3600";

export const serveConsole: FastifyPluginAsync<ServeConsoleOptions> = async (app, { publicDir }) => {
  const site = await loadSite(publicDir, app.log);
  if (site.isPresent) {
    // Only the sendFile helper (ETag, Last-Modified, ranges, content types); routing is ours.
    await app.register(fastifyStatic, { root: site.publicDir, serve: false });
  }

  // GET /*: the console's pages and assets, redirects and client-only routes (HEAD is derived by Fastify)
  app.get("/*", async (request, reply) => {
    const target = parseRequestPath(request.url);
    if (target.kind === "malformed") throw new AppError("bad_request", "Malformed path");

    const redirect = findRedirect(site.manifest, target.pathname);
    if (redirect) {
      return reply.header("cache-control", REDIRECT_CACHE_CONTROL).redirect(redirectLocation(redirect, target.search), redirect.status);
    }
    const sitePath = await findSiteFile(site, target);
    if (sitePath) return sendSiteFile(reply, sitePath, 200);
    return sendNotFound(site, request, reply, target.pathname);
  });
};

function sendSiteFile(reply: FastifyReply, sitePath: string, status: 200 | 404): FastifyReply {
  // cacheControl: false keeps @fastify/send from overwriting the header set here. The 404 page has
  // no validators: a conditional request must not turn "not found" into "304 not modified".
  const isFound = status === 200;
  return reply
    .code(status)
    .header("cache-control", cacheControlFor(sitePath))
    .sendFile(sitePath, { cacheControl: false, etag: isFound, lastModified: isFound });
}

async function sendNotFound(site: Site, request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply> {
  if (!prefersJson(request.headers.accept) && (await isSiteFile(site, NOT_FOUND_PAGE))) {
    return sendSiteFile(reply, NOT_FOUND_PAGE, 404);
  }
  throw new AppError("not_found", `No page at ${pathname}`);
}
