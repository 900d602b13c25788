// Qdrant's slice of a point id: the hashes and slices Qdrant gives pinned ids,
// and agreement with a plain BigInt SipHash
// (conformance/reference-slice.ts) over integer ids up to 2^64 - 1 and UUIDs.
import { moduloOf, pointIdHash, sliceOf, type Uint64 } from "../../../server/engine/filter/point-slice";
import { referenceSlice } from "./conformance/reference-slice";
import { seededRandom } from "./conformance/random-data";

const hex = ({ hi, lo }: Uint64) => hi.toString(16).padStart(8, "0") + lo.toString(16).padStart(8, "0");

it("hashes point ids as Qdrant does", () => {
  // qdrant lib/segment/src/types.rs (v1.19.0), test_slice_point_id_hash_contract: "a public API contract".
  expect(hex(pointIdHash(0))).toBe("e849e8bb6ffe2567");
  expect(hex(pointIdHash(42))).toBe("0fc2553f07619dd3");
  expect(hex(pointIdHash("550e8400-e29b-41d4-a716-446655440000"))).toBe("f5d0ca21ba34d504");
  // Digits past 2^53 and a UUID without hyphens hash as the same id would.
  expect(hex(pointIdHash("42"))).toBe("0fc2553f07619dd3");
  expect(hex(pointIdHash("550e8400e29b41d4a716446655440000"))).toBe("f5d0ca21ba34d504");
});

it("puts pinned ids in the slices Qdrant puts them in", () => {
  // Those hashes modulo each total: 0xe849e8bb6ffe2567 % 10 = 9, 0x0fc2553f07619dd3 % 1000 = 819, ...
  const totals = [2, 3, 4, 10, 1000];
  expect(totals.map((total) => sliceOf(0, total))).toEqual([1, 2, 3, 9, 119]);
  expect(totals.map((total) => sliceOf(42, total))).toEqual([1, 1, 3, 9, 819]);
  expect(totals.map((total) => sliceOf("550e8400-e29b-41d4-a716-446655440000", total))).toEqual([0, 0, 0, 8, 868]);
});

it("agrees with a BigInt SipHash on integer ids past 2^53 and on UUIDs, for totals up to 2^32 - 1", () => {
  const random = seededRandom(25);
  const hexDigit = () => Math.floor(random() * 16).toString(16);
  const uuid = () => Array.from({ length: 32 }, hexDigit).join("").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");
  const ids = [
    1,
    2 ** 32 - 1,
    2 ** 32,
    Number.MAX_SAFE_INTEGER,
    "9007199254740993",
    "18446744073709551615",
    ...Array.from({ length: 200 }, () => Math.floor(random() * Number.MAX_SAFE_INTEGER)),
    ...Array.from({ length: 200 }, uuid),
  ];
  for (const total of [1, 2, 7, 65_537, 2 ** 31 + 11, 2 ** 32 - 1]) {
    for (const id of ids) expect([id, total, sliceOf(id, total)]).toEqual([id, total, referenceSlice(id, total)]);
  }
});

it("takes a 64-bit value modulo any total below 2^32 exactly", () => {
  const random = seededRandom(64);
  for (let round = 0; round < 2_000; round += 1) {
    const value = { hi: Math.floor(random() * 2 ** 32), lo: Math.floor(random() * 2 ** 32) };
    const total = 1 + Math.floor(random() * (2 ** 32 - 1));
    expect(moduloOf(value, total)).toBe(Number(((BigInt(value.hi) << 32n) + BigInt(value.lo)) % BigInt(total)));
  }
});
