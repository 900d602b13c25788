// The batcher's gathering, cutting and aborting, over a model call that
// records what it was given (an upper-casing "model", answered a tick later).
import { EmbedBatcher } from "../../../../server/models/builtin/embed-batcher";

function recordingBatcher(maxBatchSize: number, maxInFlight: number): { batcher: EmbedBatcher<string>; calls: string[][] } {
  const calls: string[][] = [];
  const batcher = new EmbedBatcher<string>({
    maxBatchSize,
    maxInFlight,
    run: async (texts) => {
      calls.push(texts);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return texts.map((text) => text.toUpperCase());
    },
  });
  return { batcher, calls };
}

describe("EmbedBatcher", () => {
  it("answers each caller its own texts, in order", async () => {
    const { batcher } = recordingBatcher(4, 1);
    await expect(Promise.all([batcher.embed(["a", "b"]), batcher.embed(["c"])])).resolves.toEqual([["A", "B"], ["C"]]);
  });

  it("gathers 8 concurrent callers into one call per free slot", async () => {
    const { batcher, calls } = recordingBatcher(64, 2);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => batcher.embed([`t${index}`])));
    expect(answers.flat()).toEqual(["T0", "T1", "T2", "T3", "T4", "T5", "T6", "T7"]);
    expect(calls).toEqual([
      ["t0", "t1", "t2", "t3"],
      ["t4", "t5", "t6", "t7"],
    ]);
  });

  it("gathers callers that arrive while the model is busy into the next call", async () => {
    const { batcher, calls } = recordingBatcher(64, 1);
    const first = batcher.embed(["first"]);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const later = Promise.all(["x", "y", "z"].map((text) => batcher.embed([text])));
    await Promise.all([first, later]);
    expect(calls).toEqual([["first"], ["x", "y", "z"]]);
  });

  it("cuts a long list into even parts of at most the batch size", async () => {
    const { batcher, calls } = recordingBatcher(4, 2);
    const texts = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];
    await expect(batcher.embed(texts)).resolves.toEqual(texts.map((text) => text.toUpperCase()));
    expect(calls.map((call) => call.length)).toEqual([4, 3, 3]);
  });

  it("drops an aborted caller's waiting texts and answers it at once", async () => {
    const { batcher, calls } = recordingBatcher(2, 1);
    const controller = new AbortController();
    const running = batcher.embed(["a"]);
    const aborted = batcher.embed(["b", "c", "d", "e"], controller.signal);
    const other = batcher.embed(["f"]);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: "AbortError" });
    await expect(Promise.all([running, other])).resolves.toEqual([["A"], ["F"]]);
    expect(calls.flat()).toEqual(["a", "f"]);
  });

  it("refuses a caller whose signal is already aborted, and every caller once closed", async () => {
    const { batcher, calls } = recordingBatcher(2, 1);
    await expect(batcher.embed(["a"], AbortSignal.abort())).rejects.toMatchObject({ name: "AbortError" });
    batcher.close(new Error("stopped"));
    await expect(batcher.embed(["a"])).rejects.toThrow("stopped");
    expect(calls).toEqual([]);
  });
});
