// The control plane's embedding models of a project, and embedding texts with
// one, each call built from its declaration (contract/models.ts; type-only imports).
import type {
  AddExternalModelBody,
  EmbedBody,
  EmbedResponse,
  ListModelsResponse,
  ModelSummary,
  TestModelResponse,
  UpdateExternalModelBody,
  inferenceRoutes,
  modelRoutes,
} from "../../contract/models";
import { callRoute } from "./call-route";

type Routes = typeof modelRoutes;

// Built-in and external models, with live usage
export function listModels(projectId: string): Promise<ListModelsResponse> {
  return callRoute<Routes["list"]>("GET /api/projects/{projectId}/models", { params: { projectId } });
}

// An external model
export async function addExternalModel(projectId: string, body: AddExternalModelBody): Promise<ModelSummary> {
  return (await callRoute<Routes["add"]>("POST /api/projects/{projectId}/models", { params: { projectId }, body })).model;
}

// Its base URL, provider model or key
export async function updateExternalModel(projectId: string, name: string, body: UpdateExternalModelBody): Promise<ModelSummary> {
  return (await callRoute<Routes["update"]>("PATCH /api/projects/{projectId}/models/{name}", { params: { projectId, name }, body })).model;
}

export function deleteExternalModel(projectId: string, name: string): Promise<void> {
  return callRoute<Routes["delete"]>("DELETE /api/projects/{projectId}/models/{name}", { params: { projectId, name } });
}

// Dimension and latency, or the provider's message (422)
export function testExternalModel(projectId: string, name: string): Promise<TestModelResponse> {
  return callRoute<Routes["test"]>("POST /api/projects/{projectId}/models/{name}/test", { params: { projectId, name }, body: {} });
}

// Texts to vectors
export function embedTexts(projectId: string, body: EmbedBody): Promise<EmbedResponse> {
  return callRoute<(typeof inferenceRoutes)["embed"]>("POST /api/projects/{projectId}/inference/embed", { params: { projectId }, body });
}
