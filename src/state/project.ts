// The organisation's projects (from GET /api/auth/me) and the current one,
// whose collections and keys the console shows. The choice is kept in
// localStorage under "projectId"; a stored project that no longer exists (or
// belongs to another user) falls back to the first project. Everything that
// shows a project's data reads the current project from here, so switching
// reloads it.
import { useCallback, useRef } from "react";
import { atom, selector, useRecoilState, useRecoilValueLoadable, useSetRecoilState } from "recoil";
import type { ProjectSummary } from "../../contract/auth";
import { isLoggedInState, onLoggedInChange } from "./session";

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

// Recoil caches a selector's answers across roots, by the values it read. Each
// request for the projects gets a number never used before (per root, per
// sign-in, per reload), so that no root and no user sees another's answer.
let requestCount = 0;
const nextRequest = () => ++requestCount;

const projectsRequestState = atom<number>({
  key: "projectsRequest",
  default: 0,
  effects: [
    ({ setSelf }) => {
      setSelf(nextRequest());
      return onLoggedInChange((isLoggedIn) => {
        if (isLoggedIn) setSelf(nextRequest());
      });
    },
  ],
});

const NEVER = new Promise<never>(() => undefined);

const projectsQuery = selector<readonly ProjectSummary[]>({
  key: "projects",
  get: async ({ get }) => {
    get(projectsRequestState);
    // Before the stored session is restored there is nobody to ask about.
    if (!get(isLoggedInState)) return NEVER;
    // Loaded on demand, so that axios stays out of the login page's first load.
    const { getMe } = await import(/* webpackChunkName: "api-auth" */ "../api-client/auth");
    return (await getMe()).projects;
  },
  cachePolicy_UNSTABLE: { eviction: "most-recent" },
});

export type ProjectsState =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; projects: readonly ProjectSummary[]; current: ProjectSummary | null };

export interface ProjectsApi {
  projects: ProjectsState;
  selectProject: (projectId: string) => void;
  /** Asks the service again; `select` makes that project (a new one) the current one. */
  reloadProjects: (select?: string) => void;
}

/** The API client rejects with ApiError (an Error with the service's message). */
function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function useProjects(): ProjectsApi {
  const loadable = useRecoilValueLoadable(projectsQuery);
  const [selected, setSelected] = useRecoilState(selectedProjectIdState);
  const setRequest = useSetRecoilState(projectsRequestState);
  const selectProject = useCallback((projectId: string) => setSelected(projectId), [setSelected]);
  const reloadProjects = useCallback(
    (select?: string) => {
      if (select !== undefined) setSelected(select);
      setRequest(nextRequest());
    },
    [setSelected, setRequest],
  );

  // While a reload (after a rename or deletion) is under way, the last answer
  // stays on screen, so that the page does not blank out and lose its state;
  // unless the current project is one the last answer lacks (a new one).
  const lastList = useRef<readonly ProjectSummary[] | null>(null);
  if (loadable.state === "hasValue") lastList.current = loadable.contents;
  else if (loadable.state === "hasError") lastList.current = null;

  let projects: ProjectsState;
  if (loadable.state === "hasError") projects = { status: "failed", message: errorMessage(loadable.contents) };
  else if (loadable.state === "loading" && (lastList.current === null || (selected !== null && !lastList.current.some((project) => project.id === selected)))) {
    projects = { status: "loading" };
  }
  else {
    const list = loadable.state === "hasValue" ? loadable.contents : (lastList.current ?? []);
    projects = { status: "ready", projects: list, current: list.find((project) => project.id === selected) ?? list[0] ?? null };
  }
  return { projects, selectProject, reloadProjects };
}
