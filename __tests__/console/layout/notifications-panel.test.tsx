import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import type { ListNotificationsResponse, NotificationResponse } from "../../../contract/notifications";
import { AppShell } from "../../../src/layout/app-shell";
import { setLoggedIn } from "../../../src/session/logged-in";
import { PROJECT_A, PROJECT_B, signedInUser } from "../support/console-fixtures";
import type * as GatsbyMock from "../support/gatsby-mock";
import { signIn } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";
import { Providers, renderShell } from "./render-shell";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const navigateMock = jest.mocked(navigate);

afterEach(() => {
  act(() => setLoggedIn(false));
  jest.useRealTimers();
});

describe("signed out", () => {
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
});

describe("signed in", () => {
  const MINUTE = 60_000;
  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

  function notification(change: Partial<NotificationResponse>): NotificationResponse {
    return {
      id: "3f1d2c4b-0a9e-4b7c-8d6f-1e2a3b4c5d60",
      projectId: PROJECT_A.id,
      kind: "alert.firing",
      title: "Search too slow is firing",
      subtitle: "p95 latency 412 ms, above 300 ms over 5 min",
      createdAt: ago(5),
      avatarIcon: "tabler:alert-triangle",
      avatarColor: "error",
      avatarAlt: "Alert firing",
      href: "/alerting?rule=7c9e6679-7425-40de-944b-e07fc1f90ae7",
      read: false,
      resolvedAt: null,
      ...change,
    };
  }

  const FIRING = notification({});
  const STAGING = notification({
    id: "8a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21",
    projectId: PROJECT_B.id,
    title: "Errors on staging is firing",
    subtitle: "error rate 12% , above 5% over 10 min",
    createdAt: ago(120),
    href: "/alerting?rule=0b7e1c2d-3f4a-4b5c-8d6e-7f8a9b0c1d2e",
  });
  const RESOLVED = notification({
    id: "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
    kind: "alert.resolved",
    title: "Storage almost full resolved",
    subtitle: "storage 8.1 GB, back below 9 GB",
    createdAt: ago(60 * 24),
    avatarIcon: "tabler:circle-check",
    avatarColor: "success",
    avatarAlt: "Alert resolved",
    read: true,
    resolvedAt: ago(60 * 24),
  });

  let edge: ServiceEdge;
  let list: ListNotificationsResponse;

  /** The service: the list as it stands, marking read as asked. */
  function serve(initial: NotificationResponse[]) {
    list = { notifications: initial, unread: initial.filter((item) => !item.read).length };
    edge = installServiceEdge();
    edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
    edge.route("GET /api/notifications", () => ({ status: 200, body: list }));
    edge.route("POST /api/notifications/read-all", () => {
      list = { notifications: list.notifications.map((item) => ({ ...item, read: true })), unread: 0 };
      return { status: 204 };
    });
    edge.route(/^POST \/api\/notifications\/[^/]+\/read$/, (request) => {
      const id = request.path.split("/")[3];
      list = { notifications: list.notifications.map((item) => (item.id === id ? { ...item, read: true } : item)), unread: list.notifications.filter((item) => !item.read && item.id !== id).length };
      return { status: 204 };
    });
  }

  function renderSignedIn() {
    signIn();
    navigateMock.mockClear();
    return render(
      <Providers>
        <AppShell pathname="/dashboard">
          <h1>Overview</h1>
        </AppShell>
      </Providers>,
    );
  }

  async function openPanel(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
    await user.click(await screen.findByRole("button", { name }));
    return screen.getByRole("dialog", { name: "Notifications" });
  }

  it("counts the unread notifications on the bell and in the panel, and lists each with its avatar, title, subtitle and age", async () => {
    serve([FIRING, STAGING, RESOLVED]);
    const user = userEvent.setup();
    renderSignedIn();
    const panel = await openPanel(user, "Notifications, 2 new");
    expect(within(panel).getByText("2 New")).toBeInTheDocument();
    const items = within(panel).getAllByRole("link");
    expect(items.map((item) => item.getAttribute("href"))).toEqual([FIRING.href, STAGING.href, RESOLVED.href]);
    expect(items[0]).toHaveAccessibleName(/^Alert firing Search too slow is firing New p95 latency/);
    expect(items[0]).toHaveTextContent("Search too slow is firingNewp95 latency 412 ms, above 300 ms over 5 min5 minutes ago");
    expect(within(items[0] as HTMLElement).getByRole("img", { name: "Alert firing" })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("2 hours ago");
    expect(items[2]).toHaveTextContent("Storage almost full resolvedResolvedstorage 8.1 GB, back below 9 GByesterday");
    expect(items[2]).not.toHaveTextContent("New");
    expect(within(panel).getByRole("button", { name: "Read All Notifications" })).toBeEnabled();
    expect(edge.calls("GET /api/notifications")[0]).toMatchObject({ authorization: "Bearer id-token-1" });
  });

  it("marks a notification read when it is opened, and goes to its page", async () => {
    serve([FIRING, STAGING]);
    const user = userEvent.setup();
    renderSignedIn();
    let panel = await openPanel(user, "Notifications, 2 new");
    await user.click(within(panel).getByRole("link", { name: /Search too slow is firing/ }));
    expect(navigateMock).toHaveBeenCalledWith(FIRING.href);
    expect(edge.calls(`POST /api/notifications/${FIRING.id}/read`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications, 1 new" })).toBeInTheDocument());
    panel = await openPanel(user, "Notifications, 1 new");
    expect(within(panel).getByText("1 New")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: /Search too slow is firing/ })).not.toHaveTextContent("New");
  });

  it("makes a notification's project the current one when it is about another", async () => {
    serve([FIRING, STAGING]);
    const user = userEvent.setup();
    renderSignedIn();
    await screen.findByRole("button", { name: "Project: Default project" });
    const panel = await openPanel(user, "Notifications, 2 new");
    await user.click(within(panel).getByRole("link", { name: /Errors on staging/ }));
    expect(navigateMock).toHaveBeenCalledWith(STAGING.href);
    expect(await screen.findByRole("button", { name: "Project: Staging" })).toBeInTheDocument();
    expect(window.localStorage.getItem("projectId")).toBe(PROJECT_B.id);
  });

  it("reads them all: the bell drops its count, the panel shows 0 New and Read All disabled", async () => {
    serve([FIRING, STAGING, RESOLVED]);
    const user = userEvent.setup();
    renderSignedIn();
    let panel = await openPanel(user, "Notifications, 2 new");
    await user.click(within(panel).getByRole("button", { name: "Read All Notifications" }));
    expect(edge.calls("POST /api/notifications/read-all")).toHaveLength(1);
    panel = await openPanel(user, "Notifications");
    expect(within(panel).getByText("0 New")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Read All Notifications" })).toBeDisabled();
    for (const link of within(panel).getAllByRole("link")) expect(link).not.toHaveTextContent("New");
  });

  it("shows 0 New and nothing to read for a new user", async () => {
    serve([]);
    const user = userEvent.setup();
    renderSignedIn();
    await waitFor(() => expect(edge.calls("GET /api/notifications")).toHaveLength(1));
    const panel = await openPanel(user, "Notifications");
    expect(await within(panel).findByText("0 New")).toBeInTheDocument();
    expect(within(panel).getByText("No notifications yet")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Read All Notifications" })).toBeDisabled();
  });

  it("says when the notifications cannot be loaded, and tries again on request", async () => {
    serve([FIRING]);
    edge.route("GET /api/notifications", { status: 503, body: { error: { code: "unavailable", message: "The service is restarting" } } });
    const user = userEvent.setup();
    renderSignedIn();
    const panel = await openPanel(user, "Notifications");
    const alert = await within(panel).findByRole("alert");
    expect(alert).toHaveTextContent("The notifications could not be loadedThe service is restarting");
    edge.route("GET /api/notifications", () => ({ status: 200, body: list }));
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await within(panel).findByText("1 New")).toBeInTheDocument();
  });

  it("asks again every minute", async () => {
    jest.useFakeTimers({ now: Date.now() });
    serve([]);
    renderSignedIn();
    await waitFor(() => expect(edge.calls("GET /api/notifications")).toHaveLength(1));
    list = { notifications: [FIRING], unread: 1 };
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(edge.calls("GET /api/notifications")).toHaveLength(2);
    expect(await screen.findByRole("button", { name: "Notifications, 1 new" })).toBeInTheDocument();
  });
});
