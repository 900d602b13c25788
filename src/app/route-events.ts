import type { GatsbyBrowser } from "gatsby";

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = () => undefined;
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => undefined;
