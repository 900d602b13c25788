// GET /telemetry: the parts of Qdrant's TelemetryData that mean something
// here, each true of this service: this instance's id, the Qdrant API version
// it follows and when it started, how many collections the caller reaches
// (Qdrant likewise counts only those a key limited to named collections may
// see), and distributed mode off. Qdrant's request counters, memory and
// hardware figures are optional in its schema and left out: the service's own
// figures are the project's metrics (server/metering).
import { QDRANT_API_VERSION } from "../../../contract/qdrant/public-routes";
import type { TelemetryData } from "../../../contract/qdrant/service";
import type { Principal } from "../../access/principal";
import { listCollections } from "../collections/list-collections";
import type { DataPlane } from "../data-plane";

/** The application's name in the telemetry (Qdrant's is "qdrant"). */
const APP_NAME = "vector-database-cloud";

export async function getTelemetry(plane: DataPlane, principal: Principal): Promise<TelemetryData> {
  const { collections } = await listCollections(plane, principal);
  return {
    id: plane.instanceId,
    app: { name: APP_NAME, version: QDRANT_API_VERSION, startup: plane.startedAt.toISOString() },
    collections: { number_of_collections: collections.length },
    cluster: { enabled: false },
  };
}
