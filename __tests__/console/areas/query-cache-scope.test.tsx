// Every signed-in area brings the query cache it reads from (a QueryScope of
// its own, or a ProjectScope), as in the browser, where no query client sits
// above the pages (it loads with the parts that show the service's data):
// rendered here without one, each page shows its heading rather than React
// Query's "No QueryClient set". Two pages once reached the browser that way.
import type { ComponentType } from "react";
import { render, screen } from "@testing-library/react";
import type { AreaPageProps } from "../../../src/areas/area-content";
import AccountPage from "../../../src/areas/account/account-page";
import AlertsPage from "../../../src/areas/alerts/alerts-page";
import BillingPage from "../../../src/areas/billing/billing-page";
import DataImportPage from "../../../src/areas/data-import/data-import-page";
import DatasetsPage from "../../../src/areas/datasets/datasets-page";
import InferencePage from "../../../src/areas/inference/inference-page";
import MetricsPage from "../../../src/areas/metrics/metrics-page";
import ModelsPage from "../../../src/areas/models/models-page";
import OverviewPage from "../../../src/areas/overview/overview-page";
import SearchPage from "../../../src/areas/search/search-page";
import { StateRoot } from "../../../src/state/state-root";
import { ThemeRoot } from "../../../src/theme/theme-root";
import { installApiEdge } from "../auth/support/api-edge";
import type * as GatsbyMock from "../support/gatsby-mock";
import { signedInUser } from "../support/console-fixtures";
import { signIn } from "../support/render-console";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const PAGES: readonly [ComponentType<AreaPageProps>, string, string][] = [
  [OverviewPage, "/dashboard", "Overview"],
  [MetricsPage, "/metrics/", "Metrics"],
  [DatasetsPage, "/ai-hub/datasets/", "Datasets"],
  [ModelsPage, "/ai-hub/models/", "Models"],
  [InferencePage, "/ai-hub/inference/", "Inference"],
  [SearchPage, "/ai-hub/vectorSearch/", "Search and Discovery"],
  [DataImportPage, "/data-import/", "Data Import"],
  [AlertsPage, "/alerting/", "Alerts"],
  [BillingPage, "/billing/", "Billing"],
  [AccountPage, "/account-settings/members/", "Account Settings"],
  [AccountPage, "/account-settings/api-keys/", "Account Settings"],
];

it.each(PAGES.map(([Page, pathname, heading]) => ({ Page, pathname, heading })))("renders $pathname with no query client above it", async ({ Page, pathname, heading }) => {
  installApiEdge((request) => (request.url === "/api/auth/me" ? { status: 200, data: signedInUser() } : { status: 404 }));
  signIn();
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <StateRoot>
      <ThemeRoot>
        <Page location={{ pathname, search: "" }} />
      </ThemeRoot>
    </StateRoot>,
  );
  expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  const noClient = errors.mock.calls.filter((call) => String(call[0]).includes("No QueryClient set"));
  errors.mockRestore();
  expect(noClient).toEqual([]);
});
