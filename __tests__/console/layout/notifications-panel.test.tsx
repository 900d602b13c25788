import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as GatsbyMock from "../support/gatsby-mock";
import { renderShell } from "./render-shell";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

it("opens an empty list with 0 New, and says there is nothing to read instead of offering Read All", async () => {
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole("button", { name: "Notifications" }));
  const panel = screen.getByRole("dialog", { name: "Notifications" });
  expect(within(panel).getByText("0 New")).toBeInTheDocument();
  expect(within(panel).getByText("No notifications yet")).toBeInTheDocument();
  expect(within(panel).queryByRole("listitem")).not.toBeInTheDocument();

  const readAll = within(panel).getByRole("button", { name: "Read All Notifications" });
  expect(readAll).toBeDisabled();
  expect(readAll).toHaveAccessibleDescription(/No notifications yet\s*Nothing to read: notices about your projects will appear here\./);
});

it("closes on route change", async () => {
  const user = userEvent.setup();
  const { rerenderAt } = renderShell("/dashboard");
  await user.click(screen.getByRole("button", { name: "Notifications" }));
  expect(screen.getByRole("dialog", { name: "Notifications" })).toBeInTheDocument();
  rerenderAt("/metrics");
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Notifications" })).not.toBeInTheDocument());
});

it("offers the four shortcuts", async () => {
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole("button", { name: "Shortcuts" }));
  const panel = screen.getByRole("dialog", { name: "Shortcuts" });
  const links = within(panel).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["DashboardUser Dashboard", "/"],
    ["SettingsAccount Settings", "/account-settings/account/"],
    ["MetricsUsage and latency", "/metrics"],
    ["Help CenterFAQs & Articles", "/help-center"],
  ]);
});
