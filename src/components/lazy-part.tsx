// A part of the page that comes in its own chunk and shows a placeholder of
// its size until then. The server and the hydrating browser render the
// placeholder, so the part never holds up hydration and no update meets a
// half-hydrated Suspense boundary; the part takes its place right after
// hydration (at once if its chunk was loaded ahead with preload), and at once
// when it mounts later, once its chunk is there.
import { useEffect, useState, type ComponentType } from "react";

export interface LazyPart<P extends object> {
  (props: P): JSX.Element;
  preload: () => Promise<void>;
}

/** Set by the first part that mounts in the browser: later mounts are not hydration. */
let hasHydrated = false;

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, Placeholder?: ComponentType<P>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null; // the next mount tries again
        throw error;
      },
    );
    return pending;
  };

  function Part(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => (hasHydrated ? loaded : null));
    useEffect(() => {
      hasHydrated = true;
      if (Loaded !== null) return undefined;
      if (loaded !== null) {
        setLoaded(() => loaded);
        return undefined;
      }
      let current = true;
      loadOnce().then(
        (component) => {
          if (current) setLoaded(() => component);
        },
        (error: unknown) => console.error("A part of the page could not be loaded:", error),
      );
      return () => {
        current = false;
      };
    }, [Loaded]);
    if (Loaded !== null) return <Loaded {...props} />;
    return Placeholder ? <Placeholder {...props} /> : <></>;
  }
  Part.preload = () => loadOnce().then(() => undefined);
  return Part;
}
