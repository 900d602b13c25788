// A thin bar across the top of the window while a route change is under way.
import { useSyncExternalStore } from "react";
import LinearProgress from "@mui/material/LinearProgress";
import { isRouteChanging, subscribeRouteProgress } from "./route-progress-store";

const notChangingOnServer = () => false;

export function RouteProgressBar() {
  const changing = useSyncExternalStore(subscribeRouteProgress, isRouteChanging, notChangingOnServer);
  if (!changing) return null;
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{ position: "fixed", top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
