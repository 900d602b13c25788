// Where a notebook lives: /ai-hub/notebooks/<id> (a UUID), below the list.
import { areaRoute } from "./area-route";

export function notebookPagePath(notebookId: string): string {
  return `${areaRoute("notebooks")}/${encodeURIComponent(notebookId)}`;
}

/** The notebook a sub-path of Notebooks names ("/<uuid>"), or null for the list and other paths. */
export function notebookOfSubPath(subPath: string): string | null {
  return /^\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(subPath)?.[1] ?? null;
}
