// Right-to-left styles: an emotion cache whose stylis plugin mirrors the CSS.
// Left-to-right uses emotion's default cache, which also renders on the server.
import createCache, { type EmotionCache } from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";

let rtlCache: EmotionCache | null = null;

export function getRtlCache(): EmotionCache {
  rtlCache ??= createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });
  return rtlCache;
}
