import { render, screen, waitFor, within } from "@testing-library/react";
import type { Role } from "../../../contract/rights";
import { PathnameProvider } from "../../../src/layout/pathname-context";
import { VerticalMenu } from "../../../src/layout/vertical/vertical-menu";
import { CanViewEntry } from "../../../src/layout/navigation/can-view-entry";
import { horizontalMenu, verticalMenu } from "../../../src/layout/navigation/menu";
import type { MenuEntry } from "../../../src/layout/navigation/types";
import type * as GatsbyMock from "../support/gatsby-mock";
import { Providers } from "./render-shell";
import { StateRoot } from "../../../src/state/state-root";
import { ThemeRoot } from "../../../src/theme/theme-root";
import { AppShell } from "../../../src/layout/app-shell";
import { installApiEdge } from "../auth/support/api-edge";
import { signedInUser } from "../support/console-fixtures";
import { signIn } from "../support/render-console";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const entries: MenuEntry[] = [
  { sectionTitle: "Resources" },
  { title: "Status", path: "https://status.example.com", icon: "tabler:activity", openInNewTab: true },
  { title: "Billing", path: "/billing", icon: "tabler:credit-card", badgeContent: "New", badgeColor: "success" },
  { title: "Archive", path: "/archive", icon: "tabler:archive", disabled: true },
  { title: "Audit", path: "/audit", icon: "tabler:list", action: "" },
];

function renderMenu() {
  render(
    <Providers>
      <PathnameProvider pathname="/billing">
        <VerticalMenu mini={false} entries={entries} />
      </PathnameProvider>
    </Providers>,
  );
}

it("offers the signed-in member's role, read from GET /api/auth/me: a viewer has no Billing", async () => {
  installApiEdge((request) => (request.url === "/api/auth/me" ? { status: 200, data: signedInUser(undefined, "viewer") } : { status: 404 }));
  signIn();
  // As in the browser: no query client above the shell (the project switcher brings its own, and publishes the role).
  render(
    <StateRoot>
      <ThemeRoot>
        <AppShell pathname="/dashboard">page</AppShell>
      </ThemeRoot>
    </StateRoot>,
  );
  const nav = screen.getByRole("navigation", { name: "Main navigation" });
  // The owner's menu until the role is known, then the viewer's.
  expect(within(nav).getByRole("link", { name: "Billing" })).toBeInTheDocument();
  await waitFor(() => expect(within(nav).queryByRole("link", { name: "Billing" })).not.toBeInTheDocument());
  expect(within(nav).getByRole("link", { name: "Metrics" })).toBeInTheDocument();
});

it("renders section titles, badges, disabled items and links that open in a new tab", () => {
  renderMenu();
  expect(screen.getByText("Resources")).toBeInTheDocument();
  const status = screen.getByRole("link", { name: "Status" });
  expect(status).toHaveAttribute("href", "https://status.example.com");
  expect(status).toHaveAttribute("target", "_blank");
  expect(status.getAttribute("rel")).toContain("noopener");
  const billing = screen.getByRole("link", { name: "Billing New" });
  expect(billing).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("link", { name: "Archive" })).toHaveAttribute("aria-disabled", "true");
});

it("leaves out entries the permission rule refuses", () => {
  renderMenu();
  expect(screen.queryByText("Audit")).not.toBeInTheDocument();
});

describe("the permission wrapper", () => {
  const newProject: MenuEntry = { title: "New project", path: "/projects/new", icon: "tabler:plus", subject: "project", action: "create" };
  const datasets: MenuEntry = { title: "Datasets", path: "/ai-hub/datasets", icon: "tabler:database", subject: "collection" };
  const metrics: MenuEntry = { title: "Metrics", path: "/metrics", icon: "tabler:chart-line" };

  function renderEntry(entry: MenuEntry, role?: Role) {
    return render(
      <CanViewEntry entry={entry} role={role}>
        <a href={"path" in entry ? entry.path : "#"}>{"title" in entry ? entry.title : ""}</a>
      </CanViewEntry>,
    );
  }

  it("offers an entry to the roles contract/rights.ts gives its right", () => {
    renderEntry(newProject, "admin");
    expect(screen.getByRole("link", { name: "New project" })).toBeInTheDocument();
  });

  it("leaves it out for a role without that right", () => {
    renderEntry(newProject, "developer");
    expect(screen.queryByRole("link", { name: "New project" })).not.toBeInTheDocument();
  });

  it("reads an entry with a subject and no action as reading it", () => {
    renderEntry(datasets, "viewer");
    expect(screen.getByRole("link", { name: "Datasets" })).toBeInTheDocument();
  });

  it("offers an entry that names no right to every member role", () => {
    for (const role of ["owner", "admin", "billing", "developer", "viewer"] as const) {
      const { unmount } = renderEntry(metrics, role);
      expect(screen.getByRole("link", { name: "Metrics" })).toBeInTheDocument();
      unmount();
    }
  });

  it("leaves Billing to the roles that may read the plan", () => {
    const billing = [...verticalMenu].find((entry) => "title" in entry && entry.title === "Billing");
    if (!billing) throw new Error("no Billing entry");
    for (const [role, isShown] of [["owner", true], ["admin", true], ["billing", true], ["developer", false], ["viewer", false]] as const) {
      const { unmount } = renderEntry(billing, role);
      expect({ role, isShown: screen.queryByRole("link", { name: "Billing" }) !== null }).toEqual({ role, isShown });
      unmount();
    }
  });

  it("takes the role to be the owner until the session knows it", () => {
    renderEntry(newProject);
    expect(screen.getByRole("link", { name: "New project" })).toBeInTheDocument();
  });

  it("shows the owner every entry of both menus", () => {
    const entries: MenuEntry[] = [...verticalMenu, ...horizontalMenu].flatMap((entry): MenuEntry[] => ("children" in entry ? [entry, ...entry.children] : [entry]));
    const titles = entries.map((entry) => ("title" in entry ? entry.title : entry.sectionTitle));
    render(
      <ul>
        {entries.map((entry, index) => (
          <CanViewEntry key={index} entry={entry}>
            <li>{titles[index]}</li>
          </CanViewEntry>
        ))}
      </ul>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(titles);
  });
});
