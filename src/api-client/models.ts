// The control plane's embedding models of a project, and embedding texts with
// one (contract/models.ts; type-only imports).
import type {
  AddExternalModelBody,
  EmbedBody,
  EmbedResponse,
  ListModelsResponse,
  ModelResponse,
  ModelSummary,
  TestModelResponse,
  UpdateExternalModelBody,
} from "../../contract/models";
import { apiClient } from "./client";

function modelsPath(projectId: string, name?: string): string {
  const base = `/projects/${encodeURIComponent(projectId)}/models`;
  return name === undefined ? base : `${base}/${encodeURIComponent(name)}`;
}

// GET /api/projects/{id}/models: built-in and external models, with live usage
export async function listModels(projectId: string): Promise<ListModelsResponse> {
  return (await apiClient.get<ListModelsResponse>(modelsPath(projectId))).data;
}

// POST /api/projects/{id}/models: an external model
export async function addExternalModel(projectId: string, body: AddExternalModelBody): Promise<ModelSummary> {
  return (await apiClient.post<ModelResponse>(modelsPath(projectId), body)).data.model;
}

// PATCH /api/projects/{id}/models/{name}: its base URL, provider model or key
export async function updateExternalModel(projectId: string, name: string, body: UpdateExternalModelBody): Promise<ModelSummary> {
  return (await apiClient.patch<ModelResponse>(modelsPath(projectId, name), body)).data.model;
}

// DELETE /api/projects/{id}/models/{name}
export async function deleteExternalModel(projectId: string, name: string): Promise<void> {
  await apiClient.delete(modelsPath(projectId, name));
}

// POST /api/projects/{id}/models/{name}/test: dimension and latency, or the provider's message (422)
export async function testExternalModel(projectId: string, name: string): Promise<TestModelResponse> {
  return (await apiClient.post<TestModelResponse>(`${modelsPath(projectId, name)}/test`, {})).data;
}

// POST /api/projects/{id}/inference/embed: texts to vectors
export async function embedTexts(projectId: string, body: EmbedBody): Promise<EmbedResponse> {
  return (await apiClient.post<EmbedResponse>(`/projects/${encodeURIComponent(projectId)}/inference/embed`, body)).data;
}
