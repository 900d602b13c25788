// Where a collection's page lives: /ai-hub/datasets/<name> (names never hold "/").
import { areaRoute } from "./area-route";

export function collectionPagePath(name: string): string {
  return `${areaRoute("datasets")}/${encodeURIComponent(name)}`;
}

/** The collection a sub-path of Datasets names ("/docs" → "docs"), or null for the list and unknown paths. */
export function collectionOfSubPath(subPath: string): string | null {
  const match = /^\/([^/]+)$/.exec(subPath);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
