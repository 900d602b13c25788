// Boxed content is at most 1440 px wide and centred; full content fills the window.
import type { ContentWidth } from "../state/settings-rules";
import { CONTENT_MAX_WIDTH } from "./layout-constants";

export function contentWidthSx(contentWidth: ContentWidth) {
  return { width: "100%", mx: "auto", maxWidth: contentWidth === "boxed" ? CONTENT_MAX_WIDTH : "none" } as const;
}
