// The help centre's search field: results as the reader types (a combobox:
// the arrow keys choose, Enter opens, Escape clears), their number told to
// screen readers. It takes the place of the first load's stand-in right after
// hydration (help-search.tsx), on every page that has it, so it is a plain
// input and little else: MiniSearch, the index and the results list come on
// its first focus (load-help-search.ts).
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { navigate } from "gatsby";
import Box from "@mui/material/Box";
import { VISUALLY_HIDDEN } from "../../components/visually-hidden";
import { loadHelpSearch, type LoadedHelpSearch } from "./load-help-search";
import { FIELD_SX, SEARCH_LABEL, SEARCH_PLACEHOLDER, SearchFieldFrame } from "./search-field-frame";

const NOT_LOADED = "The search could not be loaded. Check your connection, then leave the field and come back to it.";

export function HelpSearchField() {
  const id = useId();
  const [query, setQuery] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [search, setSearch] = useState<LoadedHelpSearch | "idle" | "loading" | "failed">("idle");
  const loaded = typeof search === "object" ? search : null;
  const trimmed = query.trim();
  const hits = useMemo(() => loaded?.find(trimmed) ?? [], [loaded, trimmed]);
  const isExpanded = isOpen && hits.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const open = () => {
    setIsOpen(true);
    if (search !== "idle" && search !== "failed") return;
    setSearch("loading");
    loadHelpSearch().then(setSearch, () => setSearch("failed"));
  };
  const type = (next: string) => {
    setQuery(next);
    setActiveIndex(-1);
    setIsOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = hits.length;
    if (event.key === "Escape" && query !== "") type("");
    else if (event.key === "ArrowDown" && count > 0) setActiveIndex((activeIndex + 1) % count);
    else if (event.key === "ArrowUp" && count > 0) setActiveIndex(activeIndex <= 0 ? count - 1 : activeIndex - 1);
    else if (event.key === "Enter" && count > 0) void navigate(hits[Math.max(activeIndex, 0)]?.path ?? "");
    else return;
    event.preventDefault();
  };

  return (
    // The results close when the focus leaves the search, not when it moves from the field to a link of theirs.
    <SearchFieldFrame
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
      }}
    >
      <Box component="label" htmlFor={`${id}-input`} sx={VISUALLY_HIDDEN}>
        {SEARCH_LABEL}
      </Box>
      <Box
        component="input"
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? `${id}-listbox` : undefined}
        aria-autocomplete="list"
        aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        placeholder={SEARCH_PLACEHOLDER}
        value={query}
        onChange={(event) => type(event.target.value)}
        onFocus={open}
        onKeyDown={onKeyDown}
        sx={FIELD_SX}
      />
      <Box id={`${id}-hint`} sx={VISUALLY_HIDDEN}>
        Results show as you type: arrow keys choose one, Enter opens it, Escape clears.
      </Box>
      {/* Tells screen readers how many pages match, as the list changes. */}
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {loaded !== null ? loaded.describe(trimmed, hits.length) : search === "loading" && trimmed !== "" ? "Loading the search…" : ""}
      </Box>
      {isOpen && trimmed !== "" && loaded !== null ? (
        <loaded.Results query={trimmed} hits={hits} activeIndex={activeIndex} listboxId={`${id}-listbox`} optionId={optionId} />
      ) : null}
      {search === "failed" ? (
        <Box role="alert" sx={{ mt: 1, color: "error.main", typography: "body2" }}>
          {NOT_LOADED}
        </Box>
      ) : null}
    </SearchFieldFrame>
  );
}
