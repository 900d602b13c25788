// What the service answers about imports, shaped as contract/imports.ts has it.
import type { ImportPreview, ImportSummary } from "../../../../contract/imports";
import { PROJECT_A } from "../../support/console-fixtures";

export const IMPORTS_PATH = `/api/projects/${PROJECT_A.id}/imports`;
export const UPLOADS_PATH = `/api/projects/${PROJECT_A.id}/uploads`;
export const IMPORT_ID = "0f1e2d3c-4b5a-4978-8a1b-2c3d4e5f6a70";

/** films.csv: an id, a title, a rating and a JSON vector; its fourth row has a vector too short. */
export const FILMS_CSV = ["id,title,rating,vector", '1,Alien,4.5,"[1,0,0]"', '2,Brazil,4,"[0,1,0]"', '3,Casablanca,5,"[0,0,1]"', '4,Dune,3.5,"[1,0]"'].join("\n");

export function filmsPreview(change: Partial<ImportPreview> = {}): ImportPreview {
  return {
    format: "csv",
    columns: [
      { name: "id", kind: "integer", hasEmpty: false },
      { name: "title", kind: "string", hasEmpty: false },
      { name: "rating", kind: "float", hasEmpty: false },
      { name: "vector", kind: "vector", length: 3, hasEmpty: false },
    ],
    rows: [
      { row: 1, values: { id: "1", title: "Alien", rating: "4.5", vector: "[1,0,0]" } },
      { row: 2, values: { id: "2", title: "Brazil", rating: "4", vector: "[0,1,0]" } },
      { row: 3, values: { id: "3", title: "Casablanca", rating: "5", vector: "[0,0,1]" } },
    ],
    errors: [{ row: 4, column: "vector", reason: "Vector dimension error: expected dim: 3, got 2" }],
    proposal: {
      target: { collection: "films", create: { distance: "Cosine" } },
      mapping: {
        id: { column: "id" },
        vectors: [{ vector: "", source: "json", column: "vector" }],
        payload: [
          { column: "title", field: "title", type: "keyword" },
          { column: "rating", field: "rating", type: "float" },
        ],
      },
    },
    ...change,
  };
}

export function importSummary(change: Partial<ImportSummary> = {}): ImportSummary {
  return {
    id: IMPORT_ID,
    state: "running",
    dryRun: false,
    file: { uploadId: "00000000000000000000000000000001", name: "films.csv", size: 2_400_000, format: "csv" },
    target: { collection: "films", create: { distance: "Cosine" } },
    mapping: filmsPreview().proposal.mapping,
    counts: { rows: 12_000, written: 11_990, failed: 10 },
    fraction: 0.4,
    rowsPerSecond: 2_500,
    secondsLeft: 95,
    error: null,
    cancelRequested: false,
    startedBy: "user-1",
    createdAt: "2026-11-26T09:30:00.000Z",
    finishedAt: null,
    durationMs: 4_800,
    ...change,
  };
}
