import { backoffDelay, backoffSchedule, longestBackoffMs, retryWithBackoff } from "../../../src/identity/revoke-backoff";

describe("revocation backoff schedule", () => {
  it("starts at about 100 ms and doubles", () => {
    expect(backoffSchedule(() => 0)).toEqual([100, 200, 400, 800, 1600, 3200]);
  });

  it("adds jitter below 100 ms to every wait", () => {
    const low = backoffSchedule(() => 0);
    const high = backoffSchedule(() => 0.9999);
    expect(high).toHaveLength(low.length);
    high.forEach((delay, index) => {
      const base = low[index] as number;
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThan(base + 100);
    });
    // Out-of-range randomness is held to the same bound.
    expect(backoffDelay(1, () => 5)).toBeLessThan(200);
    expect(backoffDelay(1, () => -1)).toBe(100);
  });

  it("gives up once the next wait would pass 5000 ms", () => {
    expect(backoffDelay(6, () => 0.9999)).toBeLessThanOrEqual(5000);
    expect(backoffDelay(7, () => 0)).toBeNull();
    expect(backoffSchedule(Math.random).every((delay) => delay <= 5000)).toBe(true);
  });

  it("bounds a whole revocation's waiting", () => {
    expect(longestBackoffMs()).toBe(6300 + 6 * 99);
  });
});

describe("retryWithBackoff", () => {
  it("retries passing faults on the schedule, then succeeds", async () => {
    const waits: number[] = [];
    const attempt = jest.fn().mockRejectedValueOnce(new Error("down")).mockRejectedValueOnce(new Error("down")).mockResolvedValue("done");
    const result = await retryWithBackoff(attempt, () => true, [100, 200, 400], async (ms) => {
      waits.push(ms);
    });
    expect(result).toBe("done");
    expect(waits).toEqual([100, 200]);
  });

  it("stops when the schedule runs out and rethrows the last failure", async () => {
    const attempt = jest.fn().mockRejectedValue(new Error("still down"));
    await expect(retryWithBackoff(attempt, () => true, [1, 2], async () => undefined)).rejects.toThrow("still down");
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("does not retry a failure that retrying cannot fix", async () => {
    const attempt = jest.fn().mockRejectedValue(new Error("refused"));
    await expect(retryWithBackoff(attempt, () => false, [1, 2], async () => undefined)).rejects.toThrow("refused");
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
