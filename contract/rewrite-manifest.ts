// public/rewrites.json, written by the build (gatsby/rewrite-manifest.ts) and
// read by the service's static host (server/static).
import { z } from "zod";

export const rewriteManifestSchema = z.object({
  /** Permanent redirects; "from" is an exact path, matched with or without a trailing slash. */
  redirects: z.array(z.object({ from: z.string().startsWith("/"), to: z.string().startsWith("/"), status: z.literal(301) })),
  /** Client-only routes: "from" ends in "/*" and serves the file "to" with status 200. */
  rewrites: z.array(z.object({ from: z.string().startsWith("/"), to: z.string().startsWith("/") })),
});

export type RewriteManifest = z.infer<typeof rewriteManifestSchema>;
