// The help centre's search, on its home and article pages. The first load
// carries only a disabled stand-in of the field (what the server renders, and
// what readers without JavaScript see); the field itself comes in its own
// small chunk right after hydration (help-search-field.tsx), and MiniSearch
// with the index only when the field is first focused (load-help-search.ts).
import Box from "@mui/material/Box";
import { lazyPart } from "../../components/lazy-part";
import { FIELD_SX, SEARCH_LABEL, SEARCH_PLACEHOLDER, SearchFieldFrame } from "./search-field-frame";

function SearchFieldStandIn() {
  return (
    <SearchFieldFrame>
      <Box component="input" type="search" aria-label={SEARCH_LABEL} placeholder={SEARCH_PLACEHOLDER} disabled sx={FIELD_SX} />
    </SearchFieldFrame>
  );
}

export const HelpSearch = lazyPart(
  () => import(/* webpackChunkName: "help-search-field" */ "./help-search-field").then((field) => field.HelpSearchField),
  SearchFieldStandIn,
);
