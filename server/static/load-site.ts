// Opens the built console once at start: checks that PUBLIC_DIR exists and
// reads its rewrite manifest. A missing build is not fatal (the API still
// works, and the console may be built after the service starts in development);
// a manifest that exists but is invalid is a broken build and stops the start.
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { rewriteManifestSchema, type RewriteManifest } from "../../contract/rewrite-manifest";
import { EMPTY_MANIFEST } from "./rewrite-rules";

export const MANIFEST_FILE = "rewrites.json";

export interface Site {
  publicDir: string;
  isPresent: boolean;
  manifest: RewriteManifest;
}

export async function loadSite(publicDir: string, log: FastifyBaseLogger): Promise<Site> {
  if (!(await isDirectory(publicDir))) {
    log.warn({ publicDir }, `The console is not built: ${publicDir} does not exist, so only the API is served. Run "npm run build".`);
    return { publicDir, isPresent: false, manifest: EMPTY_MANIFEST };
  }
  const manifestPath = path.join(publicDir, MANIFEST_FILE);
  let text: string;
  try {
    text = await fs.readFile(manifestPath, "utf8");
  } catch {
    log.warn({ manifestPath }, `${manifestPath} is missing: serving the console without redirects and client-only routes.`);
    return { publicDir, isPresent: true, manifest: EMPTY_MANIFEST };
  }
  return { publicDir, isPresent: true, manifest: parseManifest(text, manifestPath) };
}

function parseManifest(text: string, manifestPath: string): RewriteManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${manifestPath} is not valid JSON: rebuild the console`, { cause: error });
  }
  const parsed = rewriteManifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`${manifestPath} does not match contract/rewrite-manifest.ts (${problems}): rebuild the console`);
  }
  return parsed.data;
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await fs.stat(dir)).isDirectory();
  } catch {
    return false;
  }
}
