// What the charts need of a browser that jsdom lacks: ResizeObserver, to
// follow their box's width (a stand-in that never reports, so a chart keeps
// its first size), and structuredClone, which their gestures use (Node's own,
// by way of v8's serializer, as the jsdom environment does not pass it on).
import { deserialize, serialize } from "node:v8";

class StillResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function installChartEnvironment(): void {
  beforeAll(() => {
    if (!("ResizeObserver" in globalThis)) Object.assign(globalThis, { ResizeObserver: StillResizeObserver });
    if (!("structuredClone" in globalThis)) Object.assign(globalThis, { structuredClone: <T,>(value: T): T => deserialize(serialize(value)) as T });
  });
}
