// The box of the vertical navigation on large screens, shared by the panel and
// the placeholder that holds its place while the shell's parts load.
import type { Theme } from "@mui/material/styles";

export function navigationFrameSx(width: number) {
  return {
    position: "fixed" as const,
    top: 0,
    bottom: 0,
    left: 0,
    width,
    overflowX: "hidden",
    overflowY: "auto",
    bgcolor: "background.paper",
    color: "text.primary",
    borderRight: 1,
    borderColor: "divider",
    zIndex: (theme: Theme) => theme.zIndex.appBar + 1,
    transition: "width .25s ease-in-out",
  };
}
