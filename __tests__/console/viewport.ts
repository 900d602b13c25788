// A matchMedia for jsdom that answers min-width / max-width queries from a
// width the test sets, so layout rules can be tested at a given screen size.
let viewportWidth = 1440;
const listeners = new Set<() => void>();

function matches(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

export function installMatchMedia(): void {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => {
      const mql = {
        media: query,
        get matches() {
          return matches(query);
        },
        onchange: null,
        addListener: (cb: () => void) => listeners.add(cb),
        removeListener: (cb: () => void) => listeners.delete(cb),
        addEventListener: (_: string, cb: () => void) => listeners.add(cb),
        removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
        dispatchEvent: () => true,
      };
      return mql as unknown as MediaQueryList;
    },
  });
}

export function setViewportWidth(width: number): void {
  viewportWidth = width;
  Object.defineProperty(window, "innerWidth", { writable: true, configurable: true, value: width });
  for (const listener of [...listeners]) listener();
  window.dispatchEvent(new Event("resize"));
}
