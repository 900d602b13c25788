// Conformance with Qdrant v1.19: POST /collections/{name}/points/batch, as the
// official JS client's batchUpdate() sends it. Qdrant applies the operations
// in order and answers one UpdateResult each (src/common/update.rs,
// do_batch_update_points). Where Qdrant would leave the operations before a
// bad one applied, this service checks every operation first and applies none
// ("nothing half-written"); a failure only applying can find (a point that
// update_vectors names and that does not exist) ends the batch as in Qdrant,
// with that operation's error and the operations before it applied.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeDataPlaneOnEachStore, type DataPlaneServer } from "../support/data-plane-server";

jest.setTimeout(30_000);

describeDataPlaneOnEachStore(
  "POST /collections/{name}/points/batch",
  (dataPlane) => {
    let server: DataPlaneServer;
    let key: string;
    let client: QdrantClient;

    const COMPLETED = { operation_id: expect.any(Number), status: "completed" };

    beforeAll(async () => {
      ({ server, key } = dataPlane());
      client = server.client(key);
      await client.createCollection("gallery", { vectors: { image: { size: 2, distance: "Dot" }, text: { size: 3, distance: "Dot" } } });
    });

    const point = (id: number, city = "Paris") => ({ id, vector: { image: [id, 1], text: [1, 0, id] }, payload: { city, rank: id } });

    async function held(ids: number[]) {
      return (await client.retrieve("gallery", { ids, with_payload: true, with_vector: true })).map(({ id, payload, vector }) => ({ id, payload, vector }));
    }

    const qdrantError = (status: number, error: string) => ({ status, body: { status: { error }, time: expect.any(Number) } });

    it("applies every kind of operation in order, one UpdateResult each", async () => {
      const results = await client.batchUpdate("gallery", {
        operations: [
          { upsert: { points: [point(1), point(2), point(3), point(4)] } },
          { delete: { points: [4] } },
          { set_payload: { payload: { seen: true }, points: [1, 2] } },
          { overwrite_payload: { payload: { city: "Rome" }, points: [3] } },
          { delete_payload: { keys: ["rank"], points: [1] } },
          { clear_payload: { points: [2] } },
          { update_vectors: { points: [{ id: 3, vector: { image: [9, 9] } }] } },
          { delete_vectors: { points: [1], vector: ["text"] } },
        ],
      });
      expect(results).toEqual(Array.from({ length: 8 }, () => COMPLETED));
      expect(new Set(results.map(({ operation_id }) => operation_id)).size).toBe(8);
      expect(await held([1, 2, 3, 4])).toEqual([
        { id: 1, payload: { city: "Paris", seen: true }, vector: { image: [1, 1] } },
        { id: 2, payload: {}, vector: { image: [2, 1], text: [1, 0, 2] } },
        { id: 3, payload: { city: "Rome" }, vector: { image: [9, 9], text: [1, 0, 3] } },
      ]);
    });

    it("answers an empty batch with an empty list", async () => {
      expect(await client.batchUpdate("gallery", { operations: [] })).toEqual([]);
    });

    it("applies none of the batch when its third operation is bad, with that operation's error", async () => {
      const body = {
        operations: [
          { upsert: { points: [point(10)] } },
          { set_payload: { payload: { seen: true }, points: [1] } },
          { upsert: { points: [{ id: 11, vector: { image: [1, 2, 3] } }] } },
        ],
      };
      expect(await server.call("POST", "/collections/gallery/points/batch?wait=true", { apiKey: key, body })).toEqual(
        qdrantError(400, "Wrong input: Vector dimension error: expected dim: 2, got 3"),
      );
      await expect(client.batchUpdate("gallery", body)).rejects.toMatchObject({ status: 400 });
      expect(await held([10, 11])).toEqual([]);
      expect((await held([1]))[0]?.payload).toEqual({ city: "Paris", seen: true });
    });

    it("refuses an operation it cannot read, naming where it is", async () => {
      const body = { operations: [{ upsert: { points: [point(12)] } }, { move_points: { points: [12] } }] };
      expect(await server.call("POST", "/collections/gallery/points/batch?wait=true", { apiKey: key, body })).toEqual(
        qdrantError(400, "Format error in JSON body: data did not match any variant of untagged enum UpdateOperation at operations[1]"),
      );
      expect(await held([12])).toEqual([]);
    });

    it("ends the batch where applying fails, as Qdrant does: the operations before it stay applied", async () => {
      const body = {
        operations: [{ upsert: { points: [point(20)] } }, { update_vectors: { points: [{ id: 99, vector: { image: [1, 1] } }] } }, { delete: { points: [20] } }],
      };
      expect(await server.call("POST", "/collections/gallery/points/batch?wait=true", { apiKey: key, body })).toEqual(qdrantError(404, "Not found: No point with id 99 found"));
      expect(await held([20, 99])).toEqual([point(20)].map(({ id, payload, vector }) => ({ id, payload, vector })));
    });

    it("acknowledges with wait=false, and applies the batch in order", async () => {
      const results = await client.batchUpdate("gallery", { wait: false, operations: [{ upsert: { points: [point(30)] } }, { set_payload: { payload: { late: 1 }, points: [30] } }] });
      expect(results).toEqual([
        { operation_id: expect.any(Number), status: "acknowledged" },
        { operation_id: expect.any(Number), status: "acknowledged" },
      ]);
      // A write with wait=true queues behind them.
      await client.setPayload("gallery", { wait: true, payload: {}, points: [30] });
      expect((await held([30]))[0]?.payload).toEqual({ city: "Paris", rank: 30, late: 1 });
    });

    it("takes ?ordering as Qdrant reads it, and refuses a value it does not know", async () => {
      expect(await client.batchUpdate("gallery", { ordering: "strong", operations: [{ delete: { points: [30] } }] })).toEqual([COMPLETED]);
      expect(await server.call("POST", "/collections/gallery/points/batch?ordering=fastest", { apiKey: key, body: { operations: [] } })).toEqual(
        qdrantError(400, 'Format error in query parameters: ordering: unknown variant "fastest", expected one of `weak`, `medium`, `strong`'),
      );
    });

    it("is a write: refused to a read-only key, and 404 for a collection that does not exist", async () => {
      const { key: readOnly } = await server.createApiKey(await server.createOwner(), { access: "read-only" });
      expect(await server.call("POST", "/collections/gallery/points/batch", { apiKey: readOnly, body: { operations: [] } })).toEqual(
        qdrantError(403, "Forbidden: Write access is required, and this API key is read-only"),
      );
      expect(await server.call("POST", "/collections/nothing/points/batch", { apiKey: key, body: { operations: [] } })).toEqual(
        qdrantError(404, "Not found: Collection `nothing` doesn't exist!"),
      );
    });
  },
);
