// Gatsby's route events drive the route-change progress bar.
import type { GatsbyBrowser } from "gatsby";
import { endRouteProgress, startRouteProgress } from "../layout/route-progress/route-progress-store";

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) startRouteProgress();
};

/** Page resources still loading after a second: show the bar while they load. */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => {
  startRouteProgress();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  endRouteProgress();
};
