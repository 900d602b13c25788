// The top bar's menus and panels and the horizontal menu's groups share one
// wiring (src/layout/use-menu-anchor.ts): the button says whether its popup is
// open and, while it is, which element holds it (for a menu, MUI's Menu root
// around the list, as MUI's own examples wire it); the popup closes on Escape
// and on a route change.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as GatsbyMock from "../support/gatsby-mock";
import { renderShell } from "./render-shell";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const POPUPS = [
  { button: "Account menu", popup: "menu" },
  { button: "Notifications", popup: "dialog" },
  { button: "Shortcuts", popup: "dialog" },
] as const;

describe.each(POPUPS)("the $button button", ({ button, popup }) => {
  it("names its popup while it is open, and closes it on Escape", async () => {
    const user = userEvent.setup();
    renderShell();
    const opener = screen.getByRole("button", { name: button });
    expect(opener).toHaveAttribute("aria-haspopup", popup);
    expect(opener).toHaveAttribute("aria-expanded", "false");
    expect(opener).not.toHaveAttribute("aria-controls");

    await user.click(opener);
    expect(opener).toHaveAttribute("aria-expanded", "true");
    const controlled = document.getElementById(opener.getAttribute("aria-controls") ?? "");
    expect(controlled).toContainElement(screen.getByRole(popup));

    await user.keyboard("{Escape}");
    await waitFor(() => expect(opener).toHaveAttribute("aria-expanded", "false"));
    expect(opener).not.toHaveAttribute("aria-controls");
  });

  it("closes its popup on a route change", async () => {
    const user = userEvent.setup();
    const { rerenderAt } = renderShell("/dashboard");
    await user.click(screen.getByRole("button", { name: button }));
    expect(screen.getByRole(popup)).toBeInTheDocument();
    rerenderAt("/metrics");
    await waitFor(() => expect(screen.queryByRole(popup)).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: button })).toHaveAttribute("aria-expanded", "false");
  });
});

it("wires the project switcher the same way", async () => {
  const user = userEvent.setup();
  renderShell();
  const opener = await screen.findByRole("button", { name: /^Project:/ });
  expect(opener).toHaveAttribute("aria-expanded", "false");
  await user.click(opener);
  expect(opener).toHaveAttribute("aria-expanded", "true");
  expect(document.getElementById(opener.getAttribute("aria-controls") ?? "")).toContainElement(screen.getByRole("menu"));
});

it("wires a horizontal menu group the same way, each popup with its own id", async () => {
  const user = userEvent.setup();
  renderShell("/dashboard");
  await user.click(screen.getByRole("button", { name: "Open theme customizer" }));
  await user.click(await screen.findByRole("radio", { name: "Horizontal" }));
  await user.click(screen.getByRole("button", { name: "Close theme customizer" }));

  const nav = await screen.findByRole("navigation", { name: "Main navigation" });
  const group = within(nav).getByRole("button", { name: "AI Hub" });
  expect(group).toHaveAttribute("aria-haspopup", "menu");
  await user.click(group);
  const menu = screen.getByRole("menu");
  const groupPopupId = group.getAttribute("aria-controls") ?? "";
  expect(document.getElementById(groupPopupId)).toContainElement(menu);
  await user.keyboard("{Escape}");
  await waitFor(() => expect(group).toHaveAttribute("aria-expanded", "false"));

  const account = screen.getByRole("button", { name: "Account menu" });
  await user.click(account);
  expect(account.getAttribute("aria-controls")).not.toBe(groupPopupId);
});
