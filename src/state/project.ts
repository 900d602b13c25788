// The current project, whose collections and keys the console shows: the
// organisation's projects come from the query cache (GET /api/auth/me), the
// choice is kept here, in localStorage under "projectId". A stored project
// that no longer exists (or belongs to another user) falls back to the first
// project. Everything that shows a project's data reads the current project
// from here, so switching reloads it.
import { useCallback } from "react";
import { atom, useRecoilState } from "recoil";
import type { ProjectSummary } from "../../contract/auth";
import { useProjectsQuery } from "../api-client/projects-queries";
import { useIsLoggedIn } from "./session";

export const PROJECT_STORAGE_KEY = "projectId";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const selectedProjectIdState = atom<string | null>({
  key: "selectedProjectId",
  default: null,
  effects: [
    ({ setSelf, onSet, trigger }) => {
      if (trigger === "get") {
        const stored = storage()?.getItem(PROJECT_STORAGE_KEY) ?? null;
        if (stored !== null) setSelf(stored);
      }
      onSet((id) => {
        if (id !== null) storage()?.setItem(PROJECT_STORAGE_KEY, id);
      });
    },
  ],
});

export type ProjectsState =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; projects: readonly ProjectSummary[]; current: ProjectSummary | null };

export interface ProjectsApi {
  projects: ProjectsState;
  /** Makes a project the current one (a new project, once created, too). */
  selectProject: (projectId: string) => void;
  /** Asks the service again, after a failure. */
  reloadProjects: () => void;
}

export function useProjects(): ProjectsApi {
  // Before the stored session is restored there is nobody to ask about.
  const query = useProjectsQuery({ enabled: useIsLoggedIn() });
  const [selected, setSelected] = useRecoilState(selectedProjectIdState);
  const selectProject = useCallback((projectId: string) => setSelected(projectId), [setSelected]);
  const { refetch } = query;
  const reloadProjects = useCallback(() => void refetch(), [refetch]);

  // While a reload (after a rename or deletion) is under way, the last answer
  // stays on screen (the query keeps its data), so that the page does not
  // blank out and lose its state. A new project is in that answer already:
  // creating one adds it to the cached list. A retry after a failure shows progress.
  let projects: ProjectsState;
  if (query.isError && !query.isFetching) projects = { status: "failed", message: query.error.message };
  else if (query.data === undefined || query.isError) projects = { status: "loading" };
  else {
    const list = query.data;
    projects = { status: "ready", projects: list, current: list.find((project) => project.id === selected) ?? list[0] ?? null };
  }
  return { projects, selectProject, reloadProjects };
}
