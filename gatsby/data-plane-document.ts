// The data plane's OpenAPI document at build time, from its generator
// (contract/qdrant/openapi.ts), loaded through tsx rather than imported:
// Gatsby compiles its own files with Parcel 2.8, whose TypeScript parser
// predates `const` type parameters (TypeScript 5.0), and the data plane's
// contract uses them (contract/qdrant/select-union.ts). Offline, like /api's.
import { createRequire } from "node:module";
import path from "node:path";
import { register } from "tsx/cjs/api";
import type { buildDataPlaneDocument } from "../contract/qdrant/openapi";

type Generator = { buildDataPlaneDocument: typeof buildDataPlaneDocument };

export function loadDataPlaneDocument(): ReturnType<typeof buildDataPlaneDocument> {
  // tsx reads TypeScript only while the generator loads; its files keep their own paths
  // (webpack's cache of the build follows them), resolved from the site's root, where Gatsby runs.
  const unregister = register();
  try {
    const generator = createRequire(__filename)(path.resolve("contract/qdrant/openapi.ts")) as Generator;
    return generator.buildDataPlaneDocument();
  } finally {
    unregister();
  }
}
