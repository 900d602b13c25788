// No calls in the range: what would fill the charts and how to make some,
// or, with filters on, a way to count every call again.
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { EmptyState } from "../../components/empty-state";
import { API_KEYS_PATH } from "../../links/account-links";
import { areaRoute } from "../../links/area-route";

export interface MetricsEmptyProps {
  hasFilters: boolean;
  onClearFilters: () => void;
}

export function MetricsEmpty({ hasFilters, onClearFilters }: MetricsEmptyProps) {
  return (
    <EmptyState
      icon="tabler:chart-line"
      title="No requests in this range"
      description={
        hasFilters
          ? "No call matches these filters in this range. Clear the filters, or choose a longer range."
          : "Requests per second, latency, errors and points read and written appear here once your collections are called. Send a request with an API key, or run a search in the console: it shows within a minute."
      }
      action={
        <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 1.5 }}>
          {hasFilters ? (
            <Button variant="contained" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : null}
          <Button component={Link} to={API_KEYS_PATH} variant={hasFilters ? "outlined" : "contained"}>
            Create an API key
          </Button>
          <Button component={Link} to={areaRoute("search")} variant="outlined">
            Open Search
          </Button>
        </Box>
      }
    />
  );
}
