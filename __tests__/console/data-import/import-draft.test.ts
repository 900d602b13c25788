import { mappingDraftOf, toCreateImportBody, validateDraft, type TargetDraft } from "../../../src/areas/data-import/mapping/import-draft";
import { formatBytes, formatDuration, formatRowRate } from "../../../src/areas/data-import/import-figures";
import { createSpeedMeter } from "../../../src/areas/data-import/upload/upload-speed";
import { filmsPreview } from "./support/import-fixtures";

const NEW_FILMS: TargetDraft = { kind: "new", name: "films", distance: "Cosine", existing: null };

it("starts from the proposal, every column a payload row in the file's order, the proposed ones in", () => {
  const draft = mappingDraftOf(filmsPreview());
  expect(draft.idColumn).toBe("id");
  expect(draft.payload).toEqual([
    { column: "id", field: "id", type: "integer", isIncluded: false },
    { column: "title", field: "title", type: "keyword", isIncluded: true },
    { column: "rating", field: "rating", type: "float", isIncluded: true },
    { column: "vector", field: "vector", type: "json", isIncluded: false },
  ]);
  // Unedited, it sends the proposal back as it came.
  expect(toCreateImportBody("u1", null, NEW_FILMS, draft, true)).toEqual({
    uploadId: "u1",
    target: { collection: "films", create: { distance: "Cosine" } },
    mapping: filmsPreview().proposal.mapping,
    dryRun: true,
  });
});

it("keeps a spread payload column (Qdrant's point shape) and sends a chosen format", () => {
  const preview = filmsPreview({
    format: "json",
    columns: [
      { name: "id", kind: "integer", hasEmpty: false },
      { name: "payload", kind: "object", hasEmpty: false },
    ],
    proposal: { target: { collection: "points", create: { distance: "Dot" } }, mapping: { id: { column: "id" }, vectors: [], payload: [{ column: "payload", field: "", type: "json" }] } },
  });
  const draft = mappingDraftOf(preview);
  const body = toCreateImportBody("u2", "json", { kind: "existing", name: "", distance: "Cosine", existing: "points" }, draft, false);
  expect(body).toEqual({ uploadId: "u2", format: "json", target: { collection: "points" }, mapping: { id: { column: "id" }, vectors: [], payload: [{ column: "payload", field: "", type: "json" }] }, dryRun: false });
  expect(validateDraft(NEW_FILMS, draft)).toEqual({ vectors: {}, payload: {} });
});

it("names what stops a draft being sent", () => {
  const draft = mappingDraftOf(filmsPreview());
  const [vector] = draft.vectors;
  const edited = {
    ...draft,
    vectors: [{ ...vector!, source: "text" as const, column: "", model: "" }, { ...vector!, key: 999, source: "columns" as const, columns: [] }],
    payload: draft.payload.map((entry, index) => (index === 0 ? { ...entry, field: "title", isIncluded: true } : index === 2 ? { ...entry, field: "" } : entry)),
  };
  expect(validateDraft({ ...NEW_FILMS, name: "  " }, edited)).toEqual({
    target: "Name the new collection",
    vectors: { [vector!.key]: { column: "Choose a column", model: "Choose a model" }, 999: { columns: "Choose at least one column" } },
    payload: { 1: 'Payload field "title" is mapped twice', 2: "Name the payload field" },
  });
  expect(validateDraft({ ...NEW_FILMS, kind: "existing" }, draft).target).toBe("Choose a collection");
});

it("writes sizes, rates and durations for people", () => {
  expect([formatBytes(0), formatBytes(999), formatBytes(1_500), formatBytes(2_400_000), formatBytes(5_368_709_120)]).toEqual(["0 B", "999 B", "1.5 kB", "2.4 MB", "5.4 GB"]);
  expect([formatDuration(null), formatDuration(4.6), formatDuration(95), formatDuration(120), formatDuration(7_500)]).toEqual(["–", "5 s", "1 min 35 s", "2 min", "2 h 5 min"]);
  expect([formatRowRate(null), formatRowRate(2_499.6)]).toEqual(["–", "2,500 rows/s"]);
});

it("measures an upload's speed over the last seconds", () => {
  const meter = createSpeedMeter(3_000);
  expect(meter.bytesPerSecond()).toBeNull();
  meter.record(0, 0);
  meter.record(8_000_000, 1_000);
  expect(meter.bytesPerSecond()).toBe(8_000_000);
  meter.record(9_000_000, 5_000);
  meter.record(10_000_000, 6_000);
  // Only the last three seconds count: 2 MB in 2 s... from 4 s on.
  expect(meter.bytesPerSecond()).toBe(1_000_000);
});
