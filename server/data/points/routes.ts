// Points: writes (upsert, delete, payload) and reads by id.
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { readWaitParam } from "../parse/wait-param";
import { changePayload, type PayloadChange } from "./change-payload";
import { deletePoints } from "./delete-points";
import { getPoint, retrievePoints } from "./retrieve-points";
import { upsertPoints } from "./upsert-points";

export function registerPointRoutes(route: DataRouter, plane: DataPlane): void {
  // PUT /collections/{name}/points: insert or replace points (list or batch form)
  route("PUT", "/collections/:collection_name/points", { operation: "points.upsert", access: "write", collection: "resolve" }, async ({ collection, body, request, usage }) => {
    const { result, written } = await upsertPoints(plane, collection, body, readWaitParam(request));
    usage.pointsWritten = written;
    return result;
  });

  // GET /collections/{name}/points/{id}: one point with its payload and vector
  route("GET", "/collections/:collection_name/points/:id", { operation: "points.get", access: "read", collection: "resolve" }, async ({ collection, request, usage }) => {
    const { id } = request.params as { id: string };
    const point = await getPoint(plane, collection, id);
    usage.pointsRead = 1;
    return point;
  });

  // POST /collections/{name}/points: points by ids
  route("POST", "/collections/:collection_name/points", { operation: "points.retrieve", access: "read", collection: "resolve" }, async ({ collection, body, usage }) => {
    const points = await retrievePoints(plane, collection, body);
    usage.pointsRead = points.length;
    return points;
  });

  // POST /collections/{name}/points/delete: points by ids or filter
  route("POST", "/collections/:collection_name/points/delete", { operation: "points.delete", access: "write", collection: "resolve" }, async ({ collection, body, request, usage }) => {
    const { result, written } = await deletePoints(plane, collection, body, readWaitParam(request));
    usage.pointsWritten = written;
    return result;
  });

  const payloadRoutes: [method: "POST" | "PUT", path: string, change: PayloadChange][] = [
    // POST /collections/{name}/points/payload: set payload keys
    ["POST", "/collections/:collection_name/points/payload", "set"],
    // PUT /collections/{name}/points/payload: replace the payload
    ["PUT", "/collections/:collection_name/points/payload", "overwrite"],
    // POST /collections/{name}/points/payload/delete: remove payload keys
    ["POST", "/collections/:collection_name/points/payload/delete", "delete"],
    // POST /collections/{name}/points/payload/clear: remove the whole payload
    ["POST", "/collections/:collection_name/points/payload/clear", "clear"],
  ];
  for (const [method, path, change] of payloadRoutes) {
    route(method, path, { operation: `payload.${change}`, access: "write", collection: "resolve" }, async ({ collection, body, request, usage }) => {
      const { result, written } = await changePayload(plane, collection, change, body, readWaitParam(request));
      usage.pointsWritten = written;
      return result;
    });
  }
}
