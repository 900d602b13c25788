// What the "help-search" chunk brings when the search field is first focused
// (load-help-search.ts): the engine with MiniSearch, and the results list.
export { createHelpSearch, describeResults } from "./help-search-engine";
export { HelpSearchResults } from "./help-search-results";
