// Points: writes (upsert, delete, payload) and reads by id.
import type { DataRouteDeclaration } from "../../../contract/qdrant/data-route";
import { pointRoutes } from "../../../contract/qdrant/data-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { readWaitParam } from "../parse/wait-param";
import { changePayload, type PayloadChange } from "./change-payload";
import { deletePoints } from "./delete-points";
import { getPoint, retrievePoints } from "./retrieve-points";
import { upsertPoints } from "./upsert-points";

export function registerPointRoutes(route: DataRouter, plane: DataPlane): void {
  // PUT /collections/{name}/points: insert or replace points (list or batch form)
  route(pointRoutes.upsert, async ({ collection, body, request, usage }) => {
    const { result, written } = await upsertPoints(plane, collection, body, readWaitParam(request));
    usage.pointsWritten = written;
    return result;
  });

  // GET /collections/{name}/points/{id}: one point with its payload and vector
  route(pointRoutes.get, async ({ collection, request, usage }) => {
    const { id } = request.params as { id: string };
    const point = await getPoint(plane, collection, id);
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
  route(pointRoutes.delete, async ({ collection, body, request, usage }) => {
    const { result, written } = await deletePoints(plane, collection, body, readWaitParam(request));
    usage.pointsWritten = written;
    return result;
  });

  const payloadRoutes = [
    // POST /collections/{name}/points/payload: set payload keys
    [pointRoutes.setPayload, "set"],
    // PUT /collections/{name}/points/payload: replace the payload
    [pointRoutes.overwritePayload, "overwrite"],
    // POST /collections/{name}/points/payload/delete: remove payload keys
    [pointRoutes.deletePayload, "delete"],
    // POST /collections/{name}/points/payload/clear: remove the whole payload
    [pointRoutes.clearPayload, "clear"],
  ] as const satisfies readonly (readonly [DataRouteDeclaration, PayloadChange])[];
  for (const [declaration, change] of payloadRoutes) {
    route(declaration, async ({ collection, body, request, usage }) => {
      const { result, written } = await changePayload(plane, collection, change, body, readWaitParam(request));
      usage.pointsWritten = written;
      return result;
    });
  }
}
