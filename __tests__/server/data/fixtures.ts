// A small shop of points whose payloads exercise every filter kind, with
// vectors spread so that nearest-neighbour orders are easy to reason about.
export const UUID_ID = "5c56c793-69f3-4fbf-87e6-c4bf54c28c26";

export const SHOP_POINTS = [
  {
    id: 1,
    vector: [1, 0, 0, 0],
    payload: {
      city: "Berlin",
      price: 10,
      stock: 3,
      in_stock: true,
      tags: ["red", "sale"],
      title: "Red vector database shirt",
      added: "2024-01-10T00:00:00Z",
      owner: null,
      address: { country: "DE" },
      variants: [
        { color: "red", size: 1 },
        { color: "blue", size: 2 },
      ],
    },
  },
  {
    id: 2,
    vector: [0.9, 0.1, 0, 0],
    payload: {
      city: "London",
      price: 25.5,
      stock: 0,
      in_stock: false,
      tags: ["blue"],
      title: "Blue search mug",
      added: "2024-03-05T12:00:00Z",
      address: { country: "UK" },
      variants: [{ color: "red", size: 3 }],
    },
  },
  { id: 3, vector: [0, 1, 0, 0], payload: { city: "Paris", price: 40, stock: 7, in_stock: true, tags: [], title: "Green cup", added: "2024-06-01T00:00:00Z", owner: "ada" } },
  { id: 4, vector: [0, 0, 1, 0], payload: { city: "Berlin", price: 5, stock: 3, in_stock: true, tags: ["red", "blue", "green"], title: "Vector socks", added: "2023-12-31T23:00:00Z" } },
  { id: 5, vector: [0, 0, 0, 1], payload: {} },
  { id: UUID_ID, vector: [0.5, 0.5, 0.5, 0.5], payload: { city: "Rome", price: 99, stock: 1, tags: ["sale"] } },
];

export type PointIdValue = number | string;

/** Ids in a stable order, for comparing sets of results. */
export function sortedIds(points: readonly { id: PointIdValue }[]): PointIdValue[] {
  return points.map(({ id }) => id).sort((a, b) => String(a).localeCompare(String(b)));
}

export function sorted(ids: readonly PointIdValue[]): PointIdValue[] {
  return [...ids].sort((a, b) => String(a).localeCompare(String(b)));
}

/** Each Qdrant filter kind, with the ids of SHOP_POINTS it selects. */
export const FILTER_CASES: [name: string, filter: Record<string, unknown>, ids: PointIdValue[]][] = [
  ["match keyword", { must: [{ key: "city", match: { value: "Berlin" } }] }, [1, 4]],
  ["match integer", { must: [{ key: "stock", match: { value: 3 } }] }, [1, 4]],
  ["match boolean", { must: [{ key: "in_stock", match: { value: false } }] }, [2]],
  ["match any", { must: [{ key: "city", match: { any: ["Paris", "Rome"] } }] }, [3, UUID_ID]],
  ["match except", { must: [{ key: "city", match: { except: ["Berlin", "London"] } }] }, [3, UUID_ID]],
  ["match in an array", { must: [{ key: "tags", match: { value: "sale" } }] }, [1, UUID_ID]],
  ["full-text match", { must: [{ key: "title", match: { text: "vector" } }] }, [1, 4]],
  ["range", { must: [{ key: "price", range: { gte: 10, lt: 40 } }] }, [1, 2]],
  ["datetime range", { must: [{ key: "added", range: { gte: "2024-01-01T00:00:00Z", lt: "2024-06-01T00:00:00Z" } }] }, [1, 2]],
  ["is_empty", { must: [{ is_empty: { key: "tags" } }] }, [3, 5]],
  ["is_null", { must: [{ is_null: { key: "owner" } }] }, [1]],
  ["has_id", { must: [{ has_id: [2, UUID_ID] }] }, [2, UUID_ID]],
  ["nested", { must: [{ nested: { key: "variants", filter: { must: [{ key: "color", match: { value: "red" } }, { key: "size", range: { gte: 2 } }] } } }] }, [2]],
  ["nested key a.b", { must: [{ key: "address.country", match: { value: "DE" } }] }, [1]],
  ["array key a[].b", { must: [{ key: "variants[].color", match: { value: "blue" } }] }, [1]],
  ["values_count", { must: [{ key: "tags", values_count: { gte: 2 } }] }, [1, 4]],
  // A missing key counts 0, an array its elements (Qdrant's ValuesCount::check_count_from).
  ["values_count of arrays, between bounds", { must: [{ key: "tags", values_count: { gt: 0, lte: 1 } }] }, [2, UUID_ID]],
  ["values_count below a bound", { must: [{ key: "tags", values_count: { lt: 1 } }] }, [3, 5]],
  ["match prefix (indexed keyword)", { must: [{ key: "city", match: { prefix: "Ber" } }] }, [1, 4]],
  ["match prefix in an array", { must: [{ key: "tags", match: { prefix: "gr" } }] }, [4]],
  ["match substring", { must: [{ key: "city", match: { substring: "on" } }] }, [2]],
  ["must_not", { must_not: [{ key: "city", match: { value: "Berlin" } }] }, [2, 3, 5, UUID_ID]],
  ["should", { should: [{ key: "city", match: { value: "Paris" } }, { key: "stock", match: { value: 0 } }] }, [2, 3]],
  [
    "min_should",
    {
      min_should: {
        conditions: [{ key: "in_stock", match: { value: true } }, { key: "city", match: { value: "Berlin" } }, { key: "price", range: { lt: 20 } }],
        min_count: 2,
      },
    },
    [1, 4],
  ],
  [
    "must, should and must_not together",
    { must: [{ key: "in_stock", match: { value: true } }], should: [{ key: "tags", match: { value: "red" } }, { key: "owner", match: { value: "ada" } }], must_not: [{ has_id: [4] }] },
    [1, 3],
  ],
];
