// The parts of Qdrant's REST API shapes that the console reads and sends
// (/work/shared/reference/qdrant-openapi.json is the full contract).

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const DISTANCES = ["Cosine", "Dot", "Euclid", "Manhattan"] as const;
export type Distance = (typeof DISTANCES)[number];

export const PAYLOAD_SCHEMA_TYPES = ["keyword", "integer", "float", "bool", "datetime", "text"] as const;
export type PayloadSchemaType = (typeof PAYLOAD_SCHEMA_TYPES)[number];

/** An unsigned integer or a UUID. */
export type PointId = number | string;
export type Payload = JsonObject;

export interface VectorParams {
  size: number;
  distance: Distance;
  on_disk?: boolean | null;
}

export type CollectionStatus = "green" | "yellow" | "grey" | "red";

export interface PayloadIndexInfo {
  data_type: string;
  points?: number;
  params?: JsonValue | null;
}

export interface CollectionInfo {
  status: CollectionStatus;
  optimizer_status?: JsonValue;
  points_count?: number | null;
  indexed_vectors_count?: number | null;
  segments_count: number;
  config: {
    params: { vectors?: VectorParams | Record<string, VectorParams>; [key: string]: unknown };
    [key: string]: unknown;
  };
  payload_schema: Record<string, PayloadIndexInfo>;
}

/** A filter as the service takes it: must, should, must_not (and min_should) of conditions. */
export type QdrantFilter = JsonObject;

export interface PointRecord {
  id: PointId;
  payload?: Payload | null;
  vector?: number[] | JsonObject | null;
}

export interface ScoredPoint extends PointRecord {
  score: number;
  version?: number;
}

export interface ScrollRequest {
  limit: number;
  offset?: PointId;
  filter?: QdrantFilter;
  with_payload: boolean;
  with_vector: boolean;
}

export interface ScrollResult {
  points: PointRecord[];
  next_page_offset?: PointId | null;
}

export interface RecommendInput {
  positive: PointId[];
  negative: PointId[];
}

/** POST /collections/{name}/points/query: nearest to a vector, to a point, or recommended from examples. */
export type QueryInput = number[] | PointId | { recommend: RecommendInput };

export interface QueryRequest {
  query: QueryInput;
  filter?: QdrantFilter;
  limit: number;
  score_threshold?: number;
  with_payload: boolean;
  with_vector?: boolean;
}

export interface CreateCollectionBody {
  vectors: VectorParams;
}

export interface CreatePayloadIndexBody {
  field_name: string;
  field_schema: PayloadSchemaType;
}
