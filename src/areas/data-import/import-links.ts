// Where an import's page lives: /data-import/<id>, its progress and row errors.
import { areaRoute } from "../../links/area-route";

export function importPagePath(importId: string): string {
  return `${areaRoute("data-import")}/${encodeURIComponent(importId)}`;
}

/** The import a sub-path of Data Import names ("/<id>" → "<id>"), or null for the area itself. */
export function importOfSubPath(subPath: string): string | null {
  const match = /^\/([0-9a-fA-F-]{36})$/.exec(subPath);
  return match ? match[1]!.toLowerCase() : null;
}
