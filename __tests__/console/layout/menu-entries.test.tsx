import { render, screen } from "@testing-library/react";
import { PathnameProvider } from "../../../src/layout/pathname-context";
import { VerticalMenu } from "../../../src/layout/vertical/vertical-menu";
import type { MenuEntry } from "../../../src/navigation/types";
import type * as GatsbyMock from "../support/gatsby-mock";
import { Providers } from "./render-shell";

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
