import type { ComponentType } from "react";
import { render, screen } from "@testing-library/react";
import type { AreaPageProps } from "../../../src/areas/area-content";
import AddonsPage from "../../../src/areas/addons/addons-page";
import AlertsPage from "../../../src/areas/alerts/alerts-page";
import BillingPage from "../../../src/areas/billing/billing-page";
import DataImportPage from "../../../src/areas/data-import/data-import-page";
import InferencePage from "../../../src/areas/inference/inference-page";
import MetricsPage from "../../../src/areas/metrics/metrics-page";
import ModelsPage from "../../../src/areas/models/models-page";
import NotebooksPage from "../../../src/areas/notebooks/notebooks-page";
import OverviewPage from "../../../src/areas/overview/overview-page";
import type * as GatsbyMock from "../support/gatsby-mock";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

// Datasets and Search and Discovery hold the current project's data: their
// pages are tested in ../datasets and ../search against the service's edge.
interface AreaCase {
  Page: ComponentType<AreaPageProps>;
  path: string;
  heading: string;
  empty: string;
}

const AREAS: readonly AreaCase[] = [
  { Page: OverviewPage, path: "/dashboard/", heading: "Overview", empty: "Nothing to summarise yet" },
  { Page: MetricsPage, path: "/metrics/", heading: "Metrics", empty: "No metrics yet" },
  { Page: ModelsPage, path: "/ai-hub/models/", heading: "Models", empty: "No models yet" },
  { Page: InferencePage, path: "/ai-hub/inference/", heading: "Inference", empty: "No inference requests yet" },
  { Page: NotebooksPage, path: "/ai-hub/notebooks/", heading: "Notebooks", empty: "No notebooks yet" },
  { Page: DataImportPage, path: "/data-import/", heading: "Data Import", empty: "No imports yet" },
  { Page: AlertsPage, path: "/alerting/", heading: "Alerts", empty: "No alert rules yet" },
  { Page: AddonsPage, path: "/addons/", heading: "Addons", empty: "No addons enabled" },
  { Page: BillingPage, path: "/billing/", heading: "Billing", empty: "No invoices yet" },
];

describe.each(AREAS)("$heading area", ({ Page, path, heading, empty }) => {
  it("shows its heading, what it is for, and an honest empty state", () => {
    render(<Page location={{ pathname: path }} />);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: empty })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: empty })).toBeInTheDocument();
    // Nothing to press that does nothing: the only control an area may show is a real link.
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("answers an unknown sub-path with a way back", () => {
    render(<Page location={{ pathname: `${path}no-such-thing` }} />);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: `Not found in ${heading}` })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: empty })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: `Back to ${heading}` })).toHaveAttribute("href", path.replace(/\/$/, ""));
  });
});

it("Billing links to the plans and pricing", () => {
  render(<BillingPage location={{ pathname: "/billing" }} />);
  expect(screen.getByRole("link", { name: "See plans and pricing" })).toHaveAttribute("href", "/pricing");
});
