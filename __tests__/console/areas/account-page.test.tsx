import { render, screen } from "@testing-library/react";
import AccountPage from "../../../src/areas/account/account-page";
import type * as GatsbyMock from "../support/gatsby-mock";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

describe("Account Settings", () => {
  it("opens the Account tab at /account-settings/account/ and shows the stored e-mail", () => {
    window.localStorage.setItem("email", "owner@example.com");
    render(<AccountPage location={{ pathname: "/account-settings/account/" }} />);
    expect(screen.getByRole("heading", { level: 1, name: "Account Settings" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Account" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Security" })).toHaveAttribute("href", "/account-settings/security/");
    expect(screen.getByRole("tabpanel", { name: "Account" })).toHaveTextContent("owner@example.com");
    expect(screen.getByText("Editing your profile comes with the identity service in the next release.")).toBeInTheDocument();
  });

  it("says so when no e-mail is stored", () => {
    render(<AccountPage location={{ pathname: "/account-settings" }} />);
    expect(screen.getByRole("tab", { name: "Account" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("No e-mail address is stored for this session.")).toBeInTheDocument();
  });

  it("opens the Security tab from its path", () => {
    render(<AccountPage location={{ pathname: "/account-settings/security/" }} />);
    expect(screen.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { level: 2, name: "Security settings are not available yet" })).toBeInTheDocument();
  });

  it("answers an unknown sub-path with a way back", () => {
    render(<AccountPage location={{ pathname: "/account-settings/billing-details" }} />);
    expect(screen.getByRole("heading", { level: 2, name: "Not found in Account Settings" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Account Settings" })).toHaveAttribute("href", "/account-settings");
  });
});
