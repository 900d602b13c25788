import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { QRCodeSVG } from "qrcode.react";
import AccountPage from "../../../src/areas/account/account-page";
import * as identity from "../../../src/identity/identity-client";
import { isLoggedInNow, setLoggedIn } from "../../../src/session/logged-in";
import type * as GatsbyMock from "../support/gatsby-mock";
import { identityFailure, type mockIdentityClient } from "../auth/support/identity-mock";
import { removeToasts, renderScreen } from "../auth/support/render-screen";
import { installServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.mock("../../../src/identity/identity-client", () =>
  jest.requireActual<{ mockIdentityClient: typeof mockIdentityClient }>("../auth/support/identity-mock").mockIdentityClient(),
);

const navigateMock = jest.mocked(navigate);
const identityMock = jest.mocked(identity);
const profile = { email: "owner@example.com", emailVerified: true, givenName: "Ada", familyName: "Lovelace", totpEnabled: false };
const SESSION_KEYS = ["accessToken", "refreshToken", "email", "username"];

beforeEach(() => {
  jest.clearAllMocks();
  identityMock.getProfile.mockResolvedValue(profile);
  for (const key of SESSION_KEYS) window.localStorage.setItem(key, `${key}-value`);
  setLoggedIn(true);
});

afterEach(() => removeToasts());

/** The Security tab comes in its own chunk: its sections appear once it has loaded. */
async function openSecurityTab() {
  renderScreen(<AccountPage location={{ pathname: "/account-settings/security/" }} />);
  expect(screen.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
  await screen.findByRole("region", { name: "Password" });
  return userEvent.setup();
}

function section(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

it("changes the password with the current one", async () => {
  const user = await openSecurityTab();
  identityMock.changePassword.mockRejectedValueOnce(identityFailure("NotAuthorizedException", "Incorrect username or password."));
  const password = section("Password");
  expect(within(password).getByLabelText("Current password")).toHaveAttribute("autocomplete", "current-password");
  await user.type(within(password).getByLabelText("Current password"), "wrong");
  await user.type(within(password).getByLabelText("New password"), "New-Secret-1");
  await user.click(within(password).getByRole("button", { name: "Change password" }));
  // The service's "Incorrect username or password." means the current password, here.
  await waitFor(() => expect(within(password).getByLabelText("Current password")).toHaveAccessibleDescription("Your current password is not right."));
  expect(screen.queryByText("Incorrect username or password.")).not.toBeInTheDocument();
  await user.clear(within(password).getByLabelText("Current password"));
  await user.type(within(password).getByLabelText("Current password"), "Secret-123");
  await user.click(within(password).getByRole("button", { name: "Change password" }));
  expect(await screen.findByText("Password changed")).toBeInTheDocument();
  expect(identityMock.changePassword).toHaveBeenLastCalledWith("Secret-123", "New-Secret-1");
  expect(within(password).getByLabelText("New password")).toHaveValue("");
  // The emptied field's rules start over.
  expect(within(password).getByLabelText("New password")).toHaveAccessibleDescription(/^Your password needs: At least 8 characters \(not met\)/);
});

it("shows the password rules under the new password, marked as it is typed", async () => {
  const user = await openSecurityTab();
  const password = section("Password");
  const rules = within(password).getByRole("list", { name: "Your password needs:" });
  expect(within(rules).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "At least 8 characters (not met)",
    "A lower-case letter (not met)",
    "An upper-case letter (not met)",
    "A number (not met)",
    "A symbol, such as ! @ # $ % & * (not met)",
  ]);
  await user.type(within(password).getByLabelText("New password"), "NEW-SECRET");
  expect(within(rules).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "At least 8 characters (met)",
    "A lower-case letter (not met)",
    "An upper-case letter (met)",
    "A number (not met)",
    "A symbol, such as ! @ # $ % & * (met)",
  ]);
  expect(within(password).getByText("Your password still needs: a lower-case letter; a number.")).toHaveAttribute("role", "status");
  // The current password has no rules: it is whatever it was.
  expect(within(password).getByLabelText("Current password")).not.toHaveAccessibleDescription();
});

it("turns on two-step verification: QR code, secret in groups of four, setup link, code, then on", async () => {
  const user = await openSecurityTab();
  identityMock.beginTotpSetup.mockResolvedValue("JBSWY3DPEHPK3PXPJBSWY3DP");
  const totp = section("Two-step verification");
  await user.click(await within(totp).findByRole("button", { name: "Set up authenticator app" }));
  const qrCode = await within(totp).findByRole("img", { name: "QR code of the authenticator setup link for owner@example.com" });
  expect(qrCode.tagName.toLowerCase()).toBe("svg");
  // The modules drawn are those of the setup link (error correction M, a 4-module quiet zone).
  const setupLink = "otpauth://totp/Vector%20Database%20Cloud%3Aowner%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Vector%20Database%20Cloud&algorithm=SHA1&digits=6&period=30";
  const reference = render(<QRCodeSVG value={setupLink} level="M" marginSize={4} />).container.querySelector("svg");
  expect(qrCode.querySelector("path:last-of-type")?.getAttribute("d")).toBe(reference?.querySelector("path:last-of-type")?.getAttribute("d"));
  expect(within(totp).getByText(/^Scan this QR code with your authenticator app, or add the setup key below/)).toBeInTheDocument();
  expect(await within(totp).findByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP")).toBeInTheDocument();
  expect(within(totp).getByText(/^otpauth:\/\/totp\/.+secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Vector%20Database%20Cloud/)).toBeInTheDocument();
  await user.type(within(totp).getByRole("textbox", { name: "Authenticator code" }), "123456");
  await user.click(within(totp).getByRole("button", { name: "Verify and turn on" }));
  expect(await within(totp).findByText("Two-step verification is on.")).toBeInTheDocument();
  expect(identityMock.finishTotpSetup).toHaveBeenCalledWith("123456");
});

it("copies the setup key", async () => {
  const user = await openSecurityTab();
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  identityMock.beginTotpSetup.mockResolvedValue("JBSWY3DPEHPK3PXP");
  const totp = section("Two-step verification");
  await user.click(await within(totp).findByRole("button", { name: "Set up authenticator app" }));
  await user.click(await within(totp).findByRole("button", { name: "Copy setup key" }));
  expect(writeText).toHaveBeenCalledWith("JBSWY3DPEHPK3PXP");
  expect(await screen.findByText("Setup key copied")).toBeInTheDocument();
});

it("turns two-step verification off", async () => {
  identityMock.getProfile.mockResolvedValue({ ...profile, totpEnabled: true });
  const user = await openSecurityTab();
  const totp = section("Two-step verification");
  await user.click(await within(totp).findByRole("button", { name: "Turn off two-step verification" }));
  expect(await within(totp).findByRole("button", { name: "Set up authenticator app" })).toBeInTheDocument();
  expect(identityMock.disableTotp).toHaveBeenCalled();
});

it("signs out of all devices after asking, then ends this session too", async () => {
  const user = await openSecurityTab();
  await user.click(within(section("Sessions")).getByRole("button", { name: "Sign out of all devices" }));
  const dialog = await screen.findByRole("dialog", { name: "Sign out of all devices?" });
  await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
  await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/auth/login"));
  expect(identityMock.globalSignOut).toHaveBeenCalledTimes(1);
  for (const key of SESSION_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
  expect(isLoggedInNow()).toBe(false);
  expect(await screen.findByText("Signed out of all devices")).toBeInTheDocument();
});

it("keeps the session when signing out everywhere fails", async () => {
  const user = await openSecurityTab();
  identityMock.globalSignOut.mockRejectedValue(identityFailure("NetworkError", "Network error"));
  await user.click(within(section("Sessions")).getByRole("button", { name: "Sign out of all devices" }));
  await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sign out everywhere" }));
  expect(await screen.findByText("The sign-in service could not be reached. Check your connection, then try again.")).toBeInTheDocument();
  expect(window.localStorage.getItem("accessToken")).toBe("accessToken-value");
  expect(navigateMock).not.toHaveBeenCalled();
});

it("deletes the account only once the e-mail address is typed, the service's data first", async () => {
  const edge = installServiceEdge();
  const order: string[] = [];
  edge.route("DELETE /api/auth/me", () => {
    order.push("DELETE /api/auth/me");
    return { status: 204 };
  });
  identityMock.deleteUser.mockImplementation(async () => {
    order.push("DeleteUser");
  });
  const user = await openSecurityTab();
  const danger = section("Delete account");
  await waitFor(() => expect(within(danger).getByRole("button", { name: "Delete account" })).toBeEnabled());
  await user.click(within(danger).getByRole("button", { name: "Delete account" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
  expect(dialog).toHaveTextContent("with your organisation, its projects, collections and API keys");
  const confirm = within(dialog).getByRole("button", { name: "Delete account" });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Your e-mail address" }), "owner@example.co");
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Your e-mail address" }), "m");
  expect(confirm).toBeEnabled();
  await user.click(confirm);
  await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/auth/login"));
  expect(order).toEqual(["DELETE /api/auth/me", "DeleteUser"]);
  for (const key of SESSION_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
  expect(await screen.findByText("Your account has been deleted")).toBeInTheDocument();
});

it("keeps the account when the service cannot delete its data, with the service's message", async () => {
  const edge = installServiceEdge();
  edge.route("DELETE /api/auth/me", { status: 503, body: { error: { code: "unavailable", message: "The metadata store is starting" } } });
  const user = await openSecurityTab();
  const danger = section("Delete account");
  await waitFor(() => expect(within(danger).getByRole("button", { name: "Delete account" })).toBeEnabled());
  await user.click(within(danger).getByRole("button", { name: "Delete account" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
  await user.type(within(dialog).getByRole("textbox", { name: "Your e-mail address" }), "owner@example.com");
  await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
  expect(await screen.findByText("The metadata store is starting")).toBeInTheDocument();
  expect(identityMock.deleteUser).not.toHaveBeenCalled();
  expect(navigateMock).not.toHaveBeenCalled();
  expect(window.localStorage.getItem("accessToken")).toBe("accessToken-value");
});
