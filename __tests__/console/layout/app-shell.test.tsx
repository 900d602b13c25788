import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SETTINGS_STORAGE_KEY } from "../../../src/state/settings-storage";
import { setViewportWidth } from "../viewport";
import type * as GatsbyMock from "../support/gatsby-mock";
import { renderShell } from "./render-shell";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

afterEach(() => {
  act(() => setViewportWidth(1440));
});

const mainNavigation = () => screen.queryByRole("navigation", { name: "Main navigation" });

it("has a main landmark, a main navigation and a top bar", () => {
  renderShell("/dashboard", <h1>Overview</h1>);
  expect(within(screen.getByRole("main")).getByRole("heading", { name: "Overview" })).toBeInTheDocument();
  expect(mainNavigation()).toBeInTheDocument();
  expect(screen.getByRole("banner")).toBeInTheDocument();
});

it("toggles between light and dark mode", async () => {
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole("button", { name: "Switch to dark mode" }));
  expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}")).toMatchObject({ mode: "dark" });
  await user.click(screen.getByRole("button", { name: "Switch to light mode" }));
  expect(screen.getByRole("button", { name: "Switch to dark mode" })).toBeInTheDocument();
});

it("collapses the navigation from its header and keeps the choice", async () => {
  const user = userEvent.setup();
  renderShell();
  await user.click(within(mainNavigation() as HTMLElement).getByRole("button", { name: "Collapse navigation" }));
  expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}")).toMatchObject({ navCollapsed: true });
});

it("on a small screen shows the vertical layout with a drawer, and the chosen horizontal layout again on a large one", async () => {
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole("button", { name: "Open theme customizer" }));
  await user.click(await screen.findByRole("radio", { name: "Horizontal" }));
  await user.click(screen.getByRole("button", { name: "Close theme customizer" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(within(mainNavigation() as HTMLElement).getByRole("button", { name: "AI Hub" })).toHaveAttribute("aria-haspopup", "menu");

  act(() => setViewportWidth(800));
  expect(mainNavigation()).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Open navigation" }));
  const drawerNav = await screen.findByRole("navigation", { name: "Main navigation" });
  expect(within(drawerNav).getByText("Pages")).toBeInTheDocument();
  await user.click(within(drawerNav).getByRole("button", { name: "Close navigation" }));
  await waitFor(() => expect(mainNavigation()).not.toBeInTheDocument());

  act(() => setViewportWidth(1440));
  expect(screen.queryByRole("button", { name: "Open navigation" })).not.toBeInTheDocument();
  expect(within(mainNavigation() as HTMLElement).getByRole("button", { name: "AI Hub" })).toHaveAttribute("aria-haspopup", "menu");
});

it("on a small screen does not collapse the navigation, and collapses it again on a large one", async () => {
  const user = userEvent.setup();
  window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ navCollapsed: true }));
  renderShell();
  // Collapsed: icons only, the section title is a rule.
  expect(within(mainNavigation() as HTMLElement).queryByText("Pages")).not.toBeInTheDocument();

  act(() => setViewportWidth(800));
  await user.click(screen.getByRole("button", { name: "Open navigation" }));
  expect(within(await screen.findByRole("navigation", { name: "Main navigation" })).getByText("Pages")).toBeInTheDocument();

  act(() => setViewportWidth(1440));
  await waitFor(() => expect(within(mainNavigation() as HTMLElement).queryByText("Pages")).not.toBeInTheDocument());
  expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}")).toMatchObject({ navCollapsed: true });
});

it("closes the small-screen drawer on route change", async () => {
  const user = userEvent.setup();
  act(() => setViewportWidth(800));
  const { rerenderAt } = renderShell("/dashboard");
  await user.click(screen.getByRole("button", { name: "Open navigation" }));
  expect(await screen.findByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
  rerenderAt("/metrics");
  await waitFor(() => expect(mainNavigation()).not.toBeInTheDocument());
});

it("shows the scroll-to-top button after 400 px of scrolling", async () => {
  renderShell();
  expect(screen.queryByRole("button", { name: "Scroll to top" })).not.toBeInTheDocument();
  window.scrollTo = jest.fn();
  act(() => {
    Object.defineProperty(window, "pageYOffset", { configurable: true, value: 401 });
    fireEvent.scroll(window);
  });
  const button = await screen.findByRole("button", { name: "Scroll to top" });
  fireEvent.click(button);
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
});
