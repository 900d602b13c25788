// The optional badge of a menu entry.
import Chip from "@mui/material/Chip";
import type { BadgeColor } from "./types";

export function MenuBadge({ content, color }: { content?: string; color?: BadgeColor }) {
  if (!content) return null;
  return <Chip label={content} color={color ?? "primary"} size="small" sx={{ height: 20, fontSize: "0.75rem", ml: 1 }} />;
}
