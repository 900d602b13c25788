// /api/projects/{projectId}/models and /inference/embed: the project's models
// with their usage, its external models added, changed, tested and deleted,
// and texts embedded (contract/models.ts).
import { inferenceRoutes, modelRoutes } from "../../contract/models";
import { isAllowed } from "../../contract/rights";
import type { Database } from "../db/client";
import type { ServiceModelCatalog } from "./model-catalog";
import type { ApiRouter } from "../api-router/api-router";
import { addExternalModel } from "./add-external-model";
import { changeExternalModel } from "./change-external-model";
import { embedTexts } from "./embed-texts";
import { listModels, summariseExternalModel } from "./list-models";
import { answeringModelErrors } from "./model-errors";
import { removeExternalModel } from "./remove-external-model";
import { requireExternalModel } from "./require-external-model";
import { testExternalModel } from "./test-external-model";
import { whileConnected } from "./while-connected";

export function registerModelRoutes(route: ApiRouter, { db, catalog }: { db: Database; catalog: ServiceModelCatalog }): void {
  // GET /api/projects/{projectId}/models: built-in and external models, with live usage
  route(modelRoutes.list, async ({ project, role }) => ({
    status: 200,
    body: { models: await listModels(db, catalog, project.id), canManage: isAllowed(role, ["model", "create"]) },
  }));

  // POST /api/projects/{projectId}/models: add an external model
  // The model catalog keeps its own store handle: entries follow its changes.
  route(modelRoutes.add, async ({ project, user, body, audit }) => {
    const row = await addExternalModel(db, catalog, project.id, user.sub, body);
    await audit.after({ id: row.name, name: row.name });
    return { status: 201, body: { model: await summariseExternalModel(db, catalog, row) } };
  });

  // PATCH /api/projects/{projectId}/models/{name}: change its base URL, provider model or key
  route(modelRoutes.update, async ({ project, params, body, audit }) => {
    const row = await requireExternalModel(db, catalog, project.id, params.name, "changed");
    const changed = await changeExternalModel(db, catalog, row, body);
    await audit.after({ id: changed.name, name: changed.name });
    return { status: 200, body: { model: await summariseExternalModel(db, catalog, changed) } };
  });

  // DELETE /api/projects/{projectId}/models/{name}: delete an external model
  route(modelRoutes.delete, async ({ project, params, audit }) => {
    await removeExternalModel(db, catalog, await requireExternalModel(db, catalog, project.id, params.name, "deleted"));
    await audit.after({ id: params.name, name: params.name });
    return { status: 204 };
  });

  // POST /api/projects/{projectId}/models/{name}/test: one sentence embedded, dimension and latency recorded
  route(modelRoutes.test, async ({ request, project, params }) => {
    const row = await requireExternalModel(db, catalog, project.id, params.name, "tested");
    const outcome = await answeringModelErrors(() => whileConnected(request, (signal) => testExternalModel(db, catalog, row, signal)));
    return { status: 200, body: { dimension: outcome.dimension, latencyMs: outcome.latencyMs, model: await summariseExternalModel(db, catalog, outcome.row) } };
  });

  // POST /api/projects/{projectId}/inference/embed: texts to vectors with one of the project's models
  route(inferenceRoutes.embed, async ({ request, project, body }) => ({
    status: 200,
    body: await answeringModelErrors(() => whileConnected(request, (signal) => embedTexts(catalog, project.id, body, signal))),
  }));
}
