import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { appBarChoices, modeChoices } from "../../../src/layout/customizer/customizer-choices";
import { SETTINGS_STORAGE_KEY } from "../../../src/state/settings-storage";
import type * as GatsbyMock from "../support/gatsby-mock";
import { renderShell } from "./render-shell";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const values = (choices: { value: string }[]) => choices.map((choice) => choice.value);

function storedSettings(): Record<string, unknown> {
  return JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}") as Record<string, unknown>;
}

async function openCustomizer(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: "Open theme customizer" }));
  const drawer = screen.getByRole("dialog", { name: "Theme Customizer" });
  // Its choices load when it first opens.
  await within(drawer).findByRole("radiogroup", { name: "Skin" });
  return drawer;
}

const group = (drawer: HTMLElement, name: string) => within(drawer).getByRole("radiogroup", { name });

it("offers semi-dark and a hidden app bar in the vertical layout only", () => {
  expect(values(modeChoices("vertical"))).toEqual(["light", "dark", "semi-dark"]);
  expect(values(modeChoices("horizontal"))).toEqual(["light", "dark"]);
  expect(values(appBarChoices("vertical"))).toEqual(["fixed", "static", "hidden"]);
  expect(values(appBarChoices("horizontal"))).toEqual(["fixed", "static"]);
});

it("shows every option as a labelled radio group, by layout", async () => {
  const user = userEvent.setup();
  renderShell();
  const drawer = await openCustomizer(user);
  expect(within(group(drawer, "Skin")).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["default", "bordered"]);
  expect(within(group(drawer, "Primary Color")).getAllByRole("radio")).toHaveLength(6);
  expect(within(group(drawer, "Content Width")).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["full", "boxed"]);
  expect(within(group(drawer, "Mode")).getByRole("radio", { name: "Semi Dark" })).toBeInTheDocument();
  expect(within(group(drawer, "AppBar Type")).getByRole("radio", { name: "Hidden" })).toBeInTheDocument();
  expect(within(drawer).getByRole("switch", { name: "Menu Hidden" })).not.toBeChecked();

  await user.click(within(group(drawer, "Menu Layout")).getByRole("radio", { name: "Horizontal" }));
  expect(within(group(drawer, "Mode")).queryByRole("radio", { name: "Semi Dark" })).not.toBeInTheDocument();
  expect(within(group(drawer, "AppBar Type")).queryByRole("radio", { name: "Hidden" })).not.toBeInTheDocument();
});

it("saves a choice and applies it", async () => {
  const user = userEvent.setup();
  renderShell();
  const drawer = await openCustomizer(user);
  await user.click(within(group(drawer, "Mode")).getByRole("radio", { name: "Dark" }));
  expect(within(group(drawer, "Mode")).getByRole("radio", { name: "Dark" })).toBeChecked();
  expect(storedSettings()).toMatchObject({ mode: "dark" });
  await user.click(within(group(drawer, "Skin")).getByRole("radio", { name: "Bordered" }));
  await user.click(within(group(drawer, "Primary Color")).getByRole("radio", { name: "Info" }));
  await user.click(within(group(drawer, "Content Width")).getByRole("radio", { name: "Full" }));
  expect(storedSettings()).toMatchObject({ mode: "dark", skin: "bordered", themeColor: "info", contentWidth: "full" });
  expect(screen.getByRole("button", { name: "Switch to light mode", hidden: true })).toBeInTheDocument();
});

it("turns semi-dark into light and a hidden app bar into fixed when switching to horizontal", async () => {
  const user = userEvent.setup();
  renderShell();
  const drawer = await openCustomizer(user);
  await user.click(within(group(drawer, "Mode")).getByRole("radio", { name: "Semi Dark" }));
  await user.click(within(group(drawer, "AppBar Type")).getByRole("radio", { name: "Hidden" }));
  expect(storedSettings()).toMatchObject({ mode: "semi-dark" });
  await user.click(within(group(drawer, "Menu Layout")).getByRole("radio", { name: "Horizontal" }));
  expect(within(group(drawer, "Mode")).getByRole("radio", { name: "Light" })).toBeChecked();
  expect(within(group(drawer, "AppBar Type")).getByRole("radio", { name: "Fixed" })).toBeChecked();
  expect(storedSettings()).toMatchObject({ mode: "light" });
  expect(storedSettings()).not.toHaveProperty("layout");
  expect(storedSettings()).not.toHaveProperty("appBar");
});

it("hides the navigation with Menu Hidden, and closes with its close button", async () => {
  const user = userEvent.setup();
  renderShell();
  expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
  const drawer = await openCustomizer(user);
  await user.click(within(drawer).getByRole("switch", { name: "Menu Hidden" }));
  await user.click(within(drawer).getByRole("button", { name: "Close theme customizer" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Theme Customizer" })).not.toBeInTheDocument());
  expect(screen.queryByRole("navigation", { name: "Main navigation" })).not.toBeInTheDocument();
});

it("keeps the page's content clear of the cog at the right edge, so it covers no page action (issue 26)", async () => {
  renderShell();
  const cog = await screen.findByRole("button", { name: "Open theme customizer" });
  const main = screen.getByRole("main");
  const cogWidth = parseFloat(getComputedStyle(cog).width);
  expect(cogWidth).toBeGreaterThan(0);
  // The right padding is the cog's width and a gap at least, at every width (jsdom reads the narrowest's rule).
  expect(parseFloat(getComputedStyle(main).paddingRight)).toBeGreaterThanOrEqual(cogWidth + 16);
});
