// What the search field looks like, shared by the field (help-search-field.tsx,
// its own chunk) and the stand-in that the server renders and the first load
// carries (help-search.tsx): the search landmark, the magnifier, and the box.
import type { FocusEventHandler, ReactNode } from "react";
import Box from "@mui/material/Box";
import { Icon } from "../../icons/icon";

export const SEARCH_PLACEHOLDER = "Search articles and questions";
export const SEARCH_LABEL = "Search the help centre";

export const FIELD_SX = {
  width: "100%",
  font: "inherit",
  color: "text.primary",
  bgcolor: "background.paper",
  border: 1,
  borderColor: "divider",
  borderRadius: 1,
  py: 1.5,
  pr: 2,
  pl: 6,
  "&:focus": { outline: 2, outlineColor: "primary.main", outlineOffset: -1 },
} as const;

export function SearchFieldFrame({ children, onBlur }: { children: ReactNode; onBlur?: FocusEventHandler }) {
  return (
    <Box role="search" aria-label="Help centre" onBlur={onBlur} sx={{ position: "relative", mb: 4, maxWidth: "40rem" }}>
      <Box sx={{ position: "absolute", left: 14, top: 13, display: "flex", color: "text.secondary", pointerEvents: "none" }}>
        <Icon icon="tabler:search" />
      </Box>
      {children}
    </Box>
  );
}
