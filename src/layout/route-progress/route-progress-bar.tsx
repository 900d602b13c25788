// A thin bar across the top of the window while a route change is under way.
// The bar floats over the page, so it loads when first needed (nothing holds its place).
import { useSyncExternalStore } from "react";
import { lazyPart } from "../../components/lazy-part";
import { isRouteChanging, subscribeRouteProgress } from "./route-progress-store";

export const RouteProgressLine = lazyPart(() => import(/* webpackChunkName: "route-progress" */ "./route-progress-line").then((line) => line.default));

const notChangingOnServer = () => false;

export function RouteProgressBar() {
  const changing = useSyncExternalStore(subscribeRouteProgress, isRouteChanging, notChangingOnServer);
  if (!changing) return null;
  return <RouteProgressLine />;
}
