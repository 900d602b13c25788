// A project's models in the query cache. Adding, changing and testing an
// external model put the service's answer in the cached list; deleting one
// takes it out. Usage figures change with every embedding anywhere in the
// project, so the list is asked for afresh whenever the page opens.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AddExternalModelBody, ListModelsResponse, ModelSummary, UpdateExternalModelBody } from "../../contract/models";
import { addExternalModel, deleteExternalModel, listModels, testExternalModel, updateExternalModel } from "./models";
import { modelKeys } from "./query-keys";

export function useModelsQuery(projectId: string) {
  return useQuery({ queryKey: modelKeys.list(projectId), queryFn: () => listModels(projectId), staleTime: 0 });
}

/** The cached list with `model` in place of the model of its name, or added after the others. */
function putModel(queryClient: QueryClient, projectId: string, model: ModelSummary): void {
  queryClient.setQueryData<ListModelsResponse>(modelKeys.list(projectId), (list) => {
    if (list === undefined) return list;
    const isListed = list.models.some((found) => found.name === model.name);
    return { ...list, models: isListed ? list.models.map((found) => (found.name === model.name ? model : found)) : [...list.models, model] };
  });
}

export function useAddExternalModelMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddExternalModelBody) => addExternalModel(projectId, body),
    onSuccess: (model) => putModel(queryClient, projectId, model),
  });
}

export function useUpdateExternalModelMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: { name: string; body: UpdateExternalModelBody }) => updateExternalModel(projectId, name, body),
    onSuccess: (model) => putModel(queryClient, projectId, model),
  });
}

export function useDeleteExternalModelMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => deleteExternalModel(projectId, name),
    onSuccess: (_answer, name) =>
      queryClient.setQueryData<ListModelsResponse>(modelKeys.list(projectId), (list) => (list === undefined ? list : { ...list, models: list.models.filter((model) => model.name !== name) })),
  });
}

/** A test records its outcome on the model, failed or not: the list is asked for again after a failure. */
export function useTestExternalModelMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => testExternalModel(projectId, name),
    onSuccess: (answer) => putModel(queryClient, projectId, answer.model),
    onError: () => void queryClient.invalidateQueries({ queryKey: modelKeys.list(projectId) }),
  });
}
