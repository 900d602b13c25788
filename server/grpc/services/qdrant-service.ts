// qdrant.Qdrant/HealthCheck (the service's title and version, GET /'s answer)
// and grpc.health.v1.Health/Check (SERVING while /readyz says ready). Both
// answer without a key, as in Qdrant.
import { VERSION_INFO } from "../../data/service/public-routes";
import type { GrpcMethods } from "../grpc-method";

export const qdrantMethods: GrpcMethods = {
  HealthCheck: () => Promise.resolve({ title: VERSION_INFO.title, version: VERSION_INFO.version, ...(VERSION_INFO.commit ? { commit: VERSION_INFO.commit } : {}) }),
};

export const healthMethods: GrpcMethods = {
  async Check(_request, rest) {
    const ready = await rest({ method: "GET", path: "/readyz" }).then(
      () => true,
      () => false,
    );
    return { status: ready ? "SERVING" : "NOT_SERVING" };
  },
};
