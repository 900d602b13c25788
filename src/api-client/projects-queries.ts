// The organisation's projects in the query cache, and the changes to them.
// The project switcher in the top bar uses these on every page, so the calls
// are loaded on demand (import()): axios stays out of the shell's first load.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ProjectSummary } from "../../contract/auth";
import type { CreateProjectBody, DeleteProjectBody, Project, RenameProjectBody } from "../../contract/projects";
import { apiKeyKeys, collectionKeys, projectKeys, signedInUserKeys } from "./query-keys";

const loadAuthCalls = () => import(/* webpackChunkName: "api-auth" */ "./auth");
const loadProjectCalls = () => import(/* webpackChunkName: "api-projects" */ "./projects");

function toSummary({ id, name, createdAt }: Project): ProjectSummary {
  return { id, name, createdAt };
}

/** Applies a change the service accepted to the cached list, then asks again in the background. */
function changeProjectList(queryClient: QueryClient, change: (projects: ProjectSummary[]) => ProjectSummary[]): void {
  queryClient.setQueryData<ProjectSummary[]>(projectKeys.list(), (projects) => (projects === undefined ? projects : change(projects)));
  void queryClient.invalidateQueries({ queryKey: projectKeys.all });
}

/**
 * The signed-in user's projects (GET /api/auth/me); `enabled` is false until there is a session to ask with. The
 * answer goes to the signed-in user's own entry too (signed-in-user-queries.ts), which the menus and the rights read
 * the role from: one request serves both, and asking again for the projects refreshes the role.
 */
export function useProjectsQuery({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: projectKeys.list(),
    queryFn: async (): Promise<ProjectSummary[]> =>
      (await queryClient.fetchQuery({ queryKey: signedInUserKeys.me(), queryFn: async () => (await loadAuthCalls()).getMe(), staleTime: 0 })).projects,
    enabled,
  });
}

/**
 * One project with its collection count, or null when it is gone. Always
 * asked afresh (staleTime 0): the count decides whether deleting it needs
 * its name typed.
 */
export function useProjectQuery(projectId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: projectKeys.detail(projectId),
    queryFn: async () => (await (await loadProjectCalls()).listProjects()).find((project) => project.id === projectId) ?? null,
    enabled,
    staleTime: 0,
  });
}

export function useCreateProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateProjectBody) => (await loadProjectCalls()).createProject(body),
    onSuccess: (project) => changeProjectList(queryClient, (projects) => [...projects, toSummary(project)]),
  });
}

export function useRenameProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, body }: { projectId: string; body: RenameProjectBody }) => (await loadProjectCalls()).renameProject(projectId, body),
    onSuccess: (renamed) => changeProjectList(queryClient, (projects) => projects.map((project) => (project.id === renamed.id ? toSummary(renamed) : project))),
  });
}

export function useDeleteProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, body }: { projectId: string; body: DeleteProjectBody }) => (await loadProjectCalls()).deleteProject(projectId, body),
    onSuccess: (_answer, { projectId }) => {
      queryClient.removeQueries({ queryKey: collectionKeys.ofProject(projectId) });
      queryClient.removeQueries({ queryKey: apiKeyKeys.ofProject(projectId) });
      queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
      changeProjectList(queryClient, (projects) => projects.filter((project) => project.id !== projectId));
    },
  });
}
