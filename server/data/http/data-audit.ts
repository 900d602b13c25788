// The audit trail of the data plane's administrative calls (collections,
// aliases, indexes, named vectors and shard keys created or deleted, points
// deleted by filter): the data router gives each a recorder (server/audit/)
// once the caller is known, the handler names its target when the change is
// made, and the router records every refusal and failure. These changes reach
// the engine as well as the store, so an entry follows its change rather than
// sharing its transaction.
import type { FastifyRequest } from "fastify";
import type { DataRouteDeclaration } from "../../../contract/qdrant/data-route";
import type { Principal } from "../../access/principal";
import type { CallRecorder } from "../../api-router/audit-seam";
import { createCallRecorder } from "../../audit/call-recorder";
import type { DataPlane } from "../data-plane";

export function dataAuditFor(plane: DataPlane, declaration: DataRouteDeclaration, request: FastifyRequest, principal: Principal): CallRecorder | null {
  if (!declaration.audit) return null;
  const collection = collectionOf(request);
  return createCallRecorder(
    plane.db,
    {
      action: declaration.audit,
      organisationId: null,
      projectId: principal.projectId,
      actor: principal.apiKeyId ? { kind: "api_key", id: principal.apiKeyId, label: principal.label ?? null } : { kind: "member", id: principal.userSub ?? "", label: principal.label ?? null },
      sourceAddress: request.ip,
      requestId: request.id,
      details: { api: `${declaration.method} ${declaration.path}`, ...(collection ? { collection } : {}) },
    },
    200,
  );
}

/** Whether this call is one the trail records: a points delete only when it selects by filter (or was refused before its body was read). */
export function isAudited(declaration: DataRouteDeclaration, body: unknown): boolean {
  if (declaration.auditOnly !== "filter" || body === undefined) return true;
  return typeof body === "object" && body !== null && "filter" in body && body.filter !== null && body.filter !== undefined;
}

/** A refused call's target as its path names it: the field, vector or collection. */
export function pathTarget(request: FastifyRequest): { id: null; name: string } | undefined {
  const params = request.params as Record<string, string | undefined> | undefined;
  const name = params?.field_name ?? params?.vector_name ?? params?.collection_name;
  return name ? { id: null, name: name.slice(0, 256) } : undefined;
}

function collectionOf(request: FastifyRequest): string | undefined {
  return (request.params as Record<string, string | undefined> | undefined)?.collection_name;
}
