// The right-to-left emotion cache (rtl-cache.ts), loaded the first time the
// direction is right-to-left: its stylis plugin and CSS mirroring are not part
// of any page's first load. Until it has loaded the page keeps the default cache.
import { useEffect, useState } from "react";
import type { EmotionCache } from "@emotion/cache";

let loaded: EmotionCache | null = null;

export function useRtlCache(direction: "ltr" | "rtl"): EmotionCache | null {
  const [cache, setCache] = useState<EmotionCache | null>(loaded);
  useEffect(() => {
    if (direction !== "rtl" || cache !== null) return undefined;
    let current = true;
    void import(/* webpackChunkName: "rtl-cache" */ "./rtl-cache").then(({ getRtlCache }) => {
      loaded = getRtlCache();
      if (current) setCache(loaded);
    });
    return () => {
      current = false;
    };
  }, [direction, cache]);
  return direction === "rtl" ? cache : null;
}
