// What @mui/x-charts needs of a browser that jsdom lacks, for the tests that
// draw charts: structuredClone (its gesture handling clones its options; the
// same algorithm as Node's own, through v8's serializer), and ResizeObserver,
// to follow its box's width (a stand-in that never reports, so a chart keeps
// its first size). jsdom lays nothing out, so a chart without a width
// measures its container as 0 × 0 and says so on the console once per chart:
// the SVG is still drawn, and only that warning is silenced, every other
// console error still shows.
import v8 from "node:v8";

class StillResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function prepareChartEnvironment(): void {
  if (typeof globalThis.structuredClone === "undefined") {
    globalThis.structuredClone = <T>(value: T): T => v8.deserialize(v8.serialize(value)) as T;
  }
  if (!("ResizeObserver" in globalThis)) Object.assign(globalThis, { ResizeObserver: StillResizeObserver });
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    const original = console.error.bind(console);
    spy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].startsWith("MUI X Charts: ChartsContainer does not have `width` prop")) return;
      original(...args);
    });
  });
  afterEach(() => spy?.mockRestore());
}
