// How the benches keep several requests in flight: `concurrency` callers, each
// taking the next index as soon as its last task is done, so that a slow task
// holds up one caller, not the run.
export async function forEachInFlight(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const caller = async (): Promise<void> => {
    for (let index = next++; index < count; index = next++) await task(index);
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
}
