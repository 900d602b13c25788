// What the service answers about the signed-in user, their projects and
// collections, shaped as the contract and Qdrant's API have them.
import type { SignedInUserResponse } from "../../../contract/auth";
import type { CustomRole, MemberRole } from "../../../contract/rights";
import type { Schemas } from "@qdrant/js-client-rest";

type CollectionInfo = Schemas["CollectionInfo"];

export const PROJECT_A = { id: "5b0c1f7e-6a51-4f1e-9a53-3d1c2f6b7a01", name: "Default project", createdAt: "2026-01-05T10:00:00.000Z" };
export const PROJECT_B = { id: "8d2e4a90-1b7c-4c3e-8f21-6a9b0c1d2e03", name: "Staging", createdAt: "2026-02-01T10:00:00.000Z" };

/** The signed-in user as GET /api/auth/me answers: an owner by default, reaching every project with that role (or custom role). */
export function signedInUser(projects = [PROJECT_A, PROJECT_B], role: MemberRole = "owner", customRole: CustomRole | null = null): SignedInUserResponse {
  return {
    user: { sub: "user-1", email: "ada@example.com", username: "ada", givenName: "Ada", familyName: "Lovelace" },
    organisation: { id: "0f7c3a2b-5d6e-4f80-9a1b-2c3d4e5f6a7b", name: "Ada's organisation", role, customRole },
    projects: projects.map((project) => ({ role, customRole, ...project })),
  };
}

type VectorsConfig = CollectionInfo["config"]["params"]["vectors"];

/** A collection's info; `vectors` (named vectors, say) replaces the unnamed vector of `size` and `distance`. */
export function collectionInfo(
  change: { size?: number; distance?: string; vectors?: VectorsConfig; points?: number; status?: CollectionInfo["status"]; schema?: CollectionInfo["payload_schema"] } = {},
): CollectionInfo {
  return {
    status: change.status ?? "green",
    optimizer_status: "ok",
    points_count: change.points ?? 0,
    indexed_vectors_count: 0,
    segments_count: 1,
    config: {
      params: { vectors: change.vectors ?? { size: change.size ?? 4, distance: (change.distance ?? "Cosine") as "Cosine" } },
      // The service's defaults (server/data/collections/collection-settings.ts).
      hnsw_config: { m: 16, ef_construct: 100, full_scan_threshold: 10000, max_indexing_threads: 0, on_disk: false, payload_m: null },
      optimizer_config: {
        deleted_threshold: 0.2,
        vacuum_min_vector_number: 1000,
        default_segment_number: 0,
        max_segment_size: null,
        memmap_threshold: null,
        indexing_threshold: 10000,
        flush_interval_sec: 5,
        max_optimization_threads: null,
      },
    },
    payload_schema: change.schema ?? {},
  };
}
