// The bar itself, loaded the first time a route change shows it.
import LinearProgress from "@mui/material/LinearProgress";

export default function RouteProgressLine() {
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{ position: "fixed", top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
