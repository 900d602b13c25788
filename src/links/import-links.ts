// Where an import's page lives: /data-import/<id>, its progress and row errors.
// Data Import's history and the Overview's recent jobs link there.
import { areaRoute } from "./area-route";

export function importPagePath(importId: string): string {
  return `${areaRoute("data-import")}/${encodeURIComponent(importId)}`;
}
