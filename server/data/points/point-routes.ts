// Points: writes (upsert, delete, vectors, payload, and a batch of them) and reads by id.
import { pointRoutes } from "../../../contract/qdrant/routes/points-routes";
import { withKeyPathsAsWritten } from "../../../contract/qdrant/key-path";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { batchUpdate } from "./batch-update";
import { clearPayload, deletePayloadKeys, overwritePayload, setPayload } from "./change-payload";
import { deleteVectors, updateVectors } from "./change-vectors";
import { deletePoints } from "./delete-points";
import { getPoint, retrievePoints } from "./retrieve-points";
import { upsertPoints } from "./upsert-points";

export function registerPointRoutes(route: DataRouter, plane: DataPlane): void {
  // PUT /collections/{name}/points: insert or replace points (list or batch form)
  route(pointRoutes.upsert, async ({ collection, body, query, usage }) => {
    const { result, written } = await upsertPoints(plane, collection, body, query.wait);
    usage.pointsWritten = written;
    return result;
  });

  // GET /collections/{name}/points/{id}: one point with its payload and vector
  route(pointRoutes.get, async ({ collection, params, usage }) => {
    const point = await getPoint(plane, collection, params.id);
    usage.pointsRead = 1;
    return point;
  });

  // POST /collections/{name}/points: points by ids
  route(pointRoutes.retrieve, async ({ collection, body, usage }) => {
    const points = await retrievePoints(plane, collection, body);
    usage.pointsRead = points.length;
    return points;
  });

  // POST /collections/{name}/points/delete: points by ids or filter
  route(pointRoutes.delete, async ({ collection, body, query, usage, audit }) => {
    const { result, written } = await deletePoints(plane, collection, body, query.wait);
    usage.pointsWritten = written;
    // Only a delete by filter is on the audit trail: it may reach any number of points.
    if ("filter" in body && body.filter) await audit.after({ id: null, name: collection.name }, { filter: withKeyPathsAsWritten(body.filter) });
    return result;
  });

  // PUT /collections/{name}/points/vectors: set named vectors of existing points
  route(pointRoutes.updateVectors, async ({ collection, body, query, usage }) => {
    const { result, written } = await updateVectors(plane, collection, body, query.wait);
    usage.pointsWritten = written;
    return result;
  });

  // POST /collections/{name}/points/vectors/delete: remove named vectors from points
  route(pointRoutes.deleteVectors, async ({ collection, body, query, usage }) => {
    const { result, written } = await deleteVectors(plane, collection, body, query.wait);
    usage.pointsWritten = written;
    return result;
  });

  // POST /collections/{name}/points/payload: set payload keys
  route(pointRoutes.setPayload, async ({ collection, body, query, usage }) => {
    const { result, written } = await setPayload(plane, collection, body, query.wait);
    usage.pointsWritten = written;
    return result;
  });

  // PUT /collections/{name}/points/payload: replace the payload
  route(pointRoutes.overwritePayload, async ({ collection, body, query, usage }) => {
    const { result, written } = await overwritePayload(plane, collection, body, query.wait);
    usage.pointsWritten = written;
    return result;
  });

  // POST /collections/{name}/points/payload/delete: remove payload keys
  route(pointRoutes.deletePayload, async ({ collection, body, query, usage }) => {
    const { result, written } = await deletePayloadKeys(plane, collection, body, query.wait);
    usage.pointsWritten = written;
    return result;
  });

  // POST /collections/{name}/points/payload/clear: remove the whole payload
  route(pointRoutes.clearPayload, async ({ collection, body, query, usage }) => {
    const { result, written } = await clearPayload(plane, collection, body, query.wait);
    usage.pointsWritten = written;
    return result;
  });

  // POST /collections/{name}/points/batch: several point writes, all checked, then applied in order
  route(pointRoutes.batch, async ({ collection, body, query, usage }) => {
    const { results, written } = await batchUpdate(plane, collection, body.operations, query.wait);
    usage.pointsWritten = written;
    return results;
  });
}
