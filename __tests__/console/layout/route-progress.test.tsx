import { act, render, screen } from "@testing-library/react";
import { onPreRouteUpdate, onRouteUpdate, onRouteUpdateDelayed } from "../../../src/app/route-events";
import { RouteProgressBar } from "../../../src/layout/route-progress/route-progress-bar";

type RouteArgs = Parameters<NonNullable<typeof onPreRouteUpdate>>[0];
type DelayedArgs = Parameters<NonNullable<typeof onRouteUpdateDelayed>>[0];
const options = { plugins: [] };

function routeArgs(pathname: string, prevPathname: string | null): RouteArgs {
  const location = { pathname };
  return { location, prevLocation: prevPathname ? { pathname: prevPathname } : null, getResourceURLsForPathname: () => [] } as unknown as RouteArgs;
}

const bar = () => screen.queryByRole("progressbar", { name: "Loading page" });
const startChange = () => act(() => onPreRouteUpdate?.(routeArgs("/metrics", "/dashboard"), options));

afterEach(() => {
  act(() => onRouteUpdate?.(routeArgs("/metrics", "/dashboard"), options));
  jest.useRealTimers();
});

it("shows the bar during a route change and hides it when the route has updated", () => {
  render(<RouteProgressBar />);
  expect(bar()).not.toBeInTheDocument();
  startChange();
  expect(bar()).toBeInTheDocument();
  act(() => onRouteUpdate?.(routeArgs("/metrics", "/dashboard"), options));
  expect(bar()).not.toBeInTheDocument();
});

it("does not show the bar for the first page load", () => {
  render(<RouteProgressBar />);
  act(() => onPreRouteUpdate?.(routeArgs("/dashboard", null), options));
  expect(bar()).not.toBeInTheDocument();
});

it("shows the bar while page resources are slow to load", () => {
  render(<RouteProgressBar />);
  act(() => onRouteUpdateDelayed?.({ location: window.location, getResourceURLsForPathname: () => [] } as unknown as DelayedArgs, options));
  expect(bar()).toBeInTheDocument();
});

it("ends the bar when the route change fails", () => {
  render(<RouteProgressBar />);
  startChange();
  act(() => {
    window.dispatchEvent(new Event("error"));
  });
  expect(bar()).not.toBeInTheDocument();
});

it("ends the bar when a route change never finishes", () => {
  jest.useFakeTimers();
  render(<RouteProgressBar />);
  startChange();
  expect(bar()).toBeInTheDocument();
  act(() => {
    jest.advanceTimersByTime(10_000);
  });
  expect(bar()).not.toBeInTheDocument();
});
