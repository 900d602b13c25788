import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { isGroupActive, isPathActive } from "../../../src/layout/navigation/is-active";
import type * as GatsbyMock from "../support/gatsby-mock";
import { renderShell } from "./render-shell";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const aiHub = [{ path: "/ai-hub/datasets" }, { path: "/ai-hub/models" }];

describe("the active rule", () => {
  it.each([
    ["/dashboard", "/dashboard", true],
    ["/dashboard", "/dashboard/", true],
    ["/ai-hub/datasets", "/ai-hub/datasets/docs", true],
    ["/metrics", "/metrics-old", false],
    ["/ai-hub/models", "/ai-hub/datasets", false],
    ["/account-settings/account/", "/account-settings/account", true],
  ])("isPathActive(%s, %s) is %s", (item, current, expected) => {
    expect(isPathActive(item, current)).toBe(expected);
  });

  it("marks a group active when one of its children is", () => {
    expect(isGroupActive(aiHub, "/ai-hub/models")).toBe(true);
    expect(isGroupActive(aiHub, "/dashboard")).toBe(false);
  });
});

describe("the vertical menu", () => {
  it("marks the current page and opens the group that holds it", () => {
    renderShell("/ai-hub/models");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Models" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("button", { name: "AI Hub" })).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByText("Pages")).toBeInTheDocument();
  });

  it("keeps the group closed elsewhere, and opens and closes it on request", async () => {
    const user = userEvent.setup();
    renderShell("/dashboard");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    const group = within(nav).getByRole("button", { name: "AI Hub" });
    expect(group).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).queryByRole("link", { name: "Datasets" })).not.toBeInTheDocument();
    await user.click(group);
    expect(group).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Datasets" })).toHaveAttribute("href", "/ai-hub/datasets");
    await user.click(group);
    expect(group).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the group when the route moves into it", () => {
    const { rerenderAt } = renderShell("/dashboard");
    rerenderAt("/ai-hub/notebooks");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("button", { name: "AI Hub" })).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Notebooks" })).toHaveAttribute("aria-current", "page");
  });

  it("links the brand to the dashboard", () => {
    renderShell("/metrics");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: /Vector Database Cloud/ })).toHaveAttribute("href", "/dashboard");
  });
});

describe("the horizontal menu", () => {
  it("has no section title and opens the AI Hub dropdown with the current page marked", async () => {
    const user = userEvent.setup();
    renderShell("/ai-hub/datasets");
    await user.click(screen.getByRole("button", { name: "Open theme customizer" }));
    await user.click(await screen.findByRole("radio", { name: "Horizontal" }));
    await user.click(screen.getByRole("button", { name: "Close theme customizer" }));

    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(nav).queryByText("Pages")).not.toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Overview" })).toHaveAttribute("href", "/dashboard");
    await user.click(within(nav).getByRole("button", { name: "AI Hub" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Datasets" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("menuitem", { name: "Search and Discovery" })).toHaveAttribute("href", "/ai-hub/vectorSearch");
  });
});
