// The results' tables, which load with their own chunk (search-results): the
// search page works before any result is there to show.
export { GroupedSearchResults } from "./grouped-search-results";
export { ScoredPointsTable } from "../../../collections/scored-points-table";
