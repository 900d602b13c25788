// The points in a data-plane answer, when it lists some, as rows of a table:
// a query's or scroll's `result.points`, a search's or retrieve's `result`
// (an array of points), a groups query's hits. Columns: the id, the score
// when points have one, and the payload's first-level fields (the most
// common first, at most MAX_PAYLOAD_COLUMNS).

export interface PointRow {
  id: string;
  score: number | null;
  payload: Readonly<Record<string, unknown>>;
}

export interface PointTable {
  rows: PointRow[];
  hasScores: boolean;
  payloadColumns: string[];
}

const MAX_PAYLOAD_COLUMNS = 8;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function isPoint(value: unknown): value is Record<string, unknown> & { id: string | number } {
  return isRecord(value) && (typeof value.id === "string" || typeof value.id === "number");
}

function pointsIn(result: unknown): unknown[] | null {
  if (Array.isArray(result)) return result;
  if (!isRecord(result)) return null;
  if (Array.isArray(result.points)) return result.points;
  if (Array.isArray(result.groups)) return result.groups.flatMap((group: unknown) => (isRecord(group) && Array.isArray(group.hits) ? group.hits : []));
  return null;
}

/** The answer's points as a table, or null when it lists none. */
export function pointTableOf(body: unknown): PointTable | null {
  if (!isRecord(body)) return null;
  const list = pointsIn(body.result);
  if (list === null || list.length === 0 || !list.every(isPoint)) return null;
  const counts = new Map<string, number>();
  for (const point of list) {
    if (isRecord(point.payload)) for (const key of Object.keys(point.payload)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const payloadColumns = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_PAYLOAD_COLUMNS)
    .map(([key]) => key);
  const rows = list.map((point) => ({
    id: String(point.id),
    score: typeof point.score === "number" ? point.score : null,
    payload: isRecord(point.payload) ? point.payload : {},
  }));
  return { rows, hasScores: rows.some((row) => row.score !== null), payloadColumns };
}

/** A payload value in a cell: text as it is, anything else as JSON. */
export function payloadCellText(value: unknown): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}
