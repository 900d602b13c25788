// Qdrant's snapshot calls, of a collection and of the whole project (contract/qdrant/routes/snapshots-routes.ts).
// The upload's multipart body is read by the handler, after the caller is
// authenticated and allowed (an unauthorized upload is refused unread).
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { snapshotRoutes } from "../../../contract/qdrant/routes/snapshots-routes";
import { AcceptedReply } from "../http/data-reply";
import type { DataRouter } from "../http/data-router";
import { createSnapshot } from "./create-snapshot";
import { recoverFromLocation, recoverFromUpload } from "./recover-snapshot";
import type { SnapshotContext } from "./snapshot-context";
import { deleteSnapshot, downloadSnapshot, listSnapshots } from "./snapshot-files";
import { FULL_SNAPSHOT_COLLECTION } from "./snapshot-store";

export async function registerSnapshotRoutes(app: FastifyInstance, route: DataRouter, context: SnapshotContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: context.maxFileBytes, files: 1 } });

  // POST /collections/{name}/snapshots: written by a job; with wait (the default) answered once written
  route(snapshotRoutes.create, async ({ principal, collection, query, audit }) => {
    const created = await createSnapshot(context, principal, collection, { wait: query.wait });
    await audit.after({ id: collection.id, name: collection.name }, created instanceof AcceptedReply ? {} : { snapshot: created.name });
    return created;
  });

  // GET /collections/{name}/snapshots
  route(snapshotRoutes.list, ({ principal, params }) => listSnapshots(context, principal.projectId, params.collection_name));

  // GET /collections/{name}/snapshots/{snapshot}: the file
  route(snapshotRoutes.download, ({ principal, params }) => downloadSnapshot(context, principal.projectId, params.collection_name, params.snapshot_name));

  // DELETE /collections/{name}/snapshots/{snapshot}
  route(snapshotRoutes.delete, async ({ principal, params, audit }) => {
    const id = await deleteSnapshot(context, principal.projectId, params.collection_name, params.snapshot_name);
    await audit.after({ id, name: params.snapshot_name });
    return true;
  });

  // PUT /collections/{name}/snapshots/recover {location, priority, checksum, api_key}
  route(snapshotRoutes.recover, async ({ principal, params, query, body, audit }) => {
    const recovered = await recoverFromLocation(context, principal, params.collection_name, body, query.wait);
    await audit.after({ id: null, name: params.collection_name }, { location: redactedLocation(body.location) });
    return recovered;
  });

  // POST /snapshots: every collection of the project
  route(snapshotRoutes.createFull, async ({ principal, query, audit }) => {
    const created = await createSnapshot(context, principal, "full", { wait: query.wait });
    await audit.after({ id: null, name: created instanceof AcceptedReply ? "full snapshot" : created.name });
    return created;
  });

  // GET /snapshots
  route(snapshotRoutes.listFull, ({ principal }) => listSnapshots(context, principal.projectId, FULL_SNAPSHOT_COLLECTION));

  // GET /snapshots/{snapshot}: the file
  route(snapshotRoutes.downloadFull, ({ principal, params }) => downloadSnapshot(context, principal.projectId, FULL_SNAPSHOT_COLLECTION, params.snapshot_name));

  // DELETE /snapshots/{snapshot}
  route(snapshotRoutes.deleteFull, async ({ principal, params, audit }) => {
    const id = await deleteSnapshot(context, principal.projectId, FULL_SNAPSHOT_COLLECTION, params.snapshot_name);
    await audit.after({ id, name: params.snapshot_name });
    return true;
  });

  // POST /collections/{name}/snapshots/upload?wait&priority&checksum, the file in the form's `snapshot` field
  route(snapshotRoutes.upload, async ({ request, principal, params, query, audit }) => {
    const recovered = await recoverFromUpload(context, principal, params.collection_name, request, { wait: query.wait, checksum: query.checksum ?? null });
    await audit.after({ id: null, name: params.collection_name }, { location: "upload" });
    return recovered;
  });
}

/** A location as the audit trail keeps it: without credentials or query (a signed URL's signature). */
function redactedLocation(location: string): string {
  try {
    const url = new URL(location);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return "(not a URL)";
  }
}
