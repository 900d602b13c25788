// Below the search field, as the reader types, over the page: the best
// pages, each its title, its place in the help centre and a snippet with the
// matched words marked; or, when nothing matches, where else to look. The
// field keeps the focus (a combobox): the arrow keys move through the
// options, and a click or Enter opens one.
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { API_REFERENCE_PATH, FAQ_PATH } from "../content-paths";
import type { HelpSearchHit } from "./help-search-engine";
import type { SnippetPart } from "./search-snippet";

export interface HelpSearchResultsProps {
  query: string;
  hits: readonly HelpSearchHit[];
  /** The option the arrow keys are on, or -1. */
  activeIndex: number;
  listboxId: string;
  optionId: (index: number) => string;
}

function Marked({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.isMatch ? (
          <Box key={index} component="mark" sx={{ bgcolor: "transparent", color: "primary.main", fontWeight: 600 }}>
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function NoMatch({ query }: { query: string }) {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body1">No articles match “{query.trim()}”.</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
        Try other words, or look in the{" "}
        <MuiLink component={Link} to={FAQ_PATH}>
          frequently asked questions
        </MuiLink>{" "}
        and the{" "}
        <MuiLink component={Link} to={API_REFERENCE_PATH}>
          API reference
        </MuiLink>
        .
      </Typography>
    </Box>
  );
}

const PANEL_SX = {
  position: "absolute",
  zIndex: "modal",
  top: "100%",
  left: 0,
  right: 0,
  mt: 0.5,
  maxHeight: "70vh",
  overflowY: "auto",
  bgcolor: "background.paper",
  border: 1,
  borderColor: "divider",
  borderRadius: 1,
  boxShadow: 8,
} as const;

export function HelpSearchResults(props: HelpSearchResultsProps) {
  return (
    // A click on a result must not take the focus from the field first: that would close the list under the pointer.
    <Box onMouseDown={(event) => event.preventDefault()} sx={PANEL_SX}>
      {props.hits.length === 0 ? <NoMatch query={props.query} /> : <ResultList {...props} />}
    </Box>
  );
}

function ResultList({ hits, activeIndex, listboxId, optionId }: HelpSearchResultsProps) {
  return (
    <Box component="ul" role="listbox" id={listboxId} aria-label="Search results" sx={{ listStyle: "none", m: 0, p: 0.5 }}>
      {hits.map((hit, index) => (
        <Box
          key={hit.path}
          component="li"
          role="option"
          id={optionId(index)}
          aria-selected={index === activeIndex}
          aria-labelledby={`${optionId(index)}-title`}
          aria-describedby={`${optionId(index)}-place ${optionId(index)}-snippet`}
          sx={{ position: "relative", px: 1.5, py: 1, borderRadius: 1, bgcolor: index === activeIndex ? "action.selected" : undefined, "&:hover": { bgcolor: "action.hover" } }}
        >
          {/* The link covers the whole option, so a click anywhere on it opens the page. */}
          <MuiLink
            component={Link}
            to={hit.path}
            tabIndex={-1}
            id={`${optionId(index)}-title`}
            underline="none"
            sx={{ display: "block", fontWeight: 500, color: "text.primary", "&::after": { content: '""', position: "absolute", inset: 0 } }}
          >
            <Marked parts={hit.title} />
          </MuiLink>
          <Typography id={`${optionId(index)}-place`} variant="caption" component="div" sx={{ color: "text.secondary" }}>
            {hit.category}
          </Typography>
          <Typography id={`${optionId(index)}-snippet`} variant="body2" sx={{ color: "text.secondary", mt: 0.25 }}>
            <Marked parts={hit.snippet} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
