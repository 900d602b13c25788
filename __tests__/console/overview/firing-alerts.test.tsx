// The firing alerts' list as the alerts area will hand it over: each alert
// leads to its own page and says since when it fires.
import { render, screen, within } from "@testing-library/react";
import { FiringAlerts } from "../../../src/areas/overview/firing-alerts";
import type * as GatsbyMock from "../support/gatsby-mock";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

it("lists each firing alert with a link to it and since when it fires", () => {
  const since = new Date(Date.now() - 20 * 60_000).toISOString();
  render(<FiringAlerts alerts={[{ id: "alert-1", name: "Error rate above 5%", state: "firing", since, href: "/alerting/alert-1" }]} />);
  const section = screen.getByRole("region", { name: "Firing alerts" });
  const item = within(section).getByRole("listitem");
  expect(item).toHaveTextContent("Error rate above 5%Firingsince 20 minutes ago");
  expect(within(item).getByRole("link", { name: "Error rate above 5%" })).toHaveAttribute("href", "/alerting/alert-1");
  expect(within(section).getByRole("link", { name: "All alerts" })).toHaveAttribute("href", "/alerting");
  expect(within(section).queryByText("No alerts firing.")).not.toBeInTheDocument();
});

it("says that no alert fires when the list is empty, and leads to setting alerts up", () => {
  render(<FiringAlerts alerts={[]} />);
  const section = screen.getByRole("region", { name: "Firing alerts" });
  expect(section).toHaveTextContent("No alerts firing.");
  expect(within(section).getByRole("link", { name: "Set up alerts" })).toHaveAttribute("href", "/alerting");
});
