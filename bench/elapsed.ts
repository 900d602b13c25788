// Seconds between two performance.now() readings, as the benches print them.
export function secondsSince(since: number, until = performance.now()): string {
  return ((until - since) / 1000).toFixed(1);
}
