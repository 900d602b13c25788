import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AccountPage from "../../../src/areas/account/account-page";
import * as identity from "../../../src/identity/identity-client";
import type * as GatsbyMock from "../support/gatsby-mock";
import { identityFailure, type mockIdentityClient } from "../auth/support/identity-mock";
import { expectToast, removeToasts, renderScreen, toastTexts } from "../auth/support/render-screen";
import { makeToken } from "../auth/tokens";
import { ProfileMenu } from "../../../src/layout/profile/profile-menu";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.mock("../../../src/identity/identity-client", () =>
  jest.requireActual<{ mockIdentityClient: typeof mockIdentityClient }>("../auth/support/identity-mock").mockIdentityClient(),
);

const identityMock = jest.mocked(identity);
const profile = { email: "owner@example.com", emailVerified: true, givenName: "Ada", familyName: "Lovelace", totpEnabled: false };

/** The tokens a renewal brings: an id token with the names the service now holds. */
function renewedTokens(claims: Record<string, unknown>) {
  const idToken = makeToken({ sub: "sub-1", email: "owner@example.com", exp: Math.floor(Date.now() / 1000) + 3600, ...claims });
  return { idToken, accessToken: "access.jwt.token", refreshToken: "refresh-1" };
}

beforeEach(() => {
  jest.clearAllMocks();
  identityMock.getProfile.mockResolvedValue(profile);
  identityMock.refreshSession.mockResolvedValue(renewedTokens({ given_name: "Ada", family_name: "Lovelace" }));
  window.localStorage.clear();
});

afterEach(() => removeToasts());

function openAccountTab() {
  renderScreen(<AccountPage location={{ pathname: "/account-settings/account/" }} />);
  return screen.getByRole("tabpanel", { name: "Account" });
}

it("opens the Account tab at /account-settings/account/ with the profile the service holds", async () => {
  const panel = openAccountTab();
  expect(screen.getByRole("heading", { level: 1, name: "Account Settings" })).toBeInTheDocument();
  expect(screen.getByRole("tab", { name: "Account" })).toHaveAttribute("aria-selected", "true");
  expect(screen.getByRole("tab", { name: "Security" })).toHaveAttribute("href", "/account-settings/security/");
  expect(within(panel).getByRole("progressbar", { name: "Loading your account" })).toBeInTheDocument();
  expect(await within(panel).findByRole("textbox", { name: "Given name" })).toHaveValue("Ada");
  expect(within(panel).getByRole("textbox", { name: "Family name" })).toHaveValue("Lovelace");
  expect(within(panel).getByRole("textbox", { name: "Email" })).toHaveValue("owner@example.com");
});

it("saves the names with UpdateUserAttributes", async () => {
  const user = userEvent.setup();
  identityMock.updateProfile.mockResolvedValue({ emailVerificationPending: false });
  const panel = openAccountTab();
  const given = await within(panel).findByRole("textbox", { name: "Given name" });
  await user.clear(given);
  await user.type(given, "Augusta");
  await user.click(within(panel).getByRole("button", { name: "Save changes" }));
  expect(await screen.findByText("Profile saved")).toBeInTheDocument();
  expect(identityMock.updateProfile).toHaveBeenCalledWith({ givenName: "Augusta", familyName: "Lovelace", email: "owner@example.com" }, "owner@example.com");
});

it("refuses empty given and family names as sign-up does, saying so under each", async () => {
  const user = userEvent.setup();
  const panel = openAccountTab();
  const given = await within(panel).findByRole("textbox", { name: "Given name" });
  const family = within(panel).getByRole("textbox", { name: "Family name" });
  await user.clear(given);
  await user.clear(family);
  await user.type(family, "  ");
  await user.click(within(panel).getByRole("button", { name: "Save changes" }));
  expect(given).toHaveAccessibleDescription("Enter your given name.");
  expect(given).toHaveAttribute("aria-invalid", "true");
  expect(family).toHaveAccessibleDescription("Enter your family name.");
  expect(given).toHaveFocus();
  expect(identityMock.updateProfile).not.toHaveBeenCalled();
  expect(toastTexts()).toEqual([]);
});

it("shows a renamed user's new name in the profile menu at once", async () => {
  const user = userEvent.setup();
  window.localStorage.setItem("email", "owner@example.com");
  window.localStorage.setItem("accessToken", renewedTokens({ given_name: "Ada", family_name: "Lovelace" }).idToken);
  identityMock.updateProfile.mockResolvedValue({ emailVerificationPending: false });
  identityMock.refreshSession.mockResolvedValue(renewedTokens({ given_name: "Grace", family_name: "Hopper" }));
  renderScreen(
    <>
      <ProfileMenu />
      <AccountPage location={{ pathname: "/account-settings/account/" }} />
    </>,
  );
  const panel = screen.getByRole("tabpanel", { name: "Account" });
  const given = await within(panel).findByRole("textbox", { name: "Given name" });
  await user.clear(given);
  await user.type(given, "Grace");
  await user.clear(within(panel).getByRole("textbox", { name: "Family name" }));
  await user.type(within(panel).getByRole("textbox", { name: "Family name" }), "Hopper");
  await user.click(within(panel).getByRole("button", { name: "Save changes" }));
  await expectToast("Profile saved");

  await user.click(screen.getByRole("button", { name: "Account menu" }));
  const menu = screen.getByRole("menu");
  expect(within(menu).getByText("Grace Hopper")).toBeInTheDocument();
  expect(within(menu).queryByText("Ada Lovelace")).not.toBeInTheDocument();
  expect(identityMock.refreshSession).toHaveBeenCalledTimes(1);
});

it("says under the Email field that another account uses the new address", async () => {
  const user = userEvent.setup();
  identityMock.updateProfile.mockRejectedValue(identityFailure("AliasExistsException", "An account with the given email already exists."));
  const panel = openAccountTab();
  const email = await within(panel).findByRole("textbox", { name: "Email" });
  await user.clear(email);
  await user.type(email, "taken@example.com");
  await user.click(within(panel).getByRole("button", { name: "Save changes" }));
  await waitFor(() => expect(email).toHaveAccessibleDescription("Another account already uses this e-mail address."));
  expect(toastTexts()).toEqual([]);
});

it("verifies a new e-mail address with the code sent to it, then stores it", async () => {
  const user = userEvent.setup();
  window.localStorage.setItem("email", "owner@example.com");
  identityMock.updateProfile.mockResolvedValue({ emailVerificationPending: true });
  identityMock.verifyEmail.mockRejectedValueOnce(identityFailure("CodeMismatchException", "Invalid verification code provided, please try again."));
  const panel = openAccountTab();
  const email = await within(panel).findByRole("textbox", { name: "Email" });
  await user.clear(email);
  await user.type(email, "new@example.com");
  await user.click(within(panel).getByRole("button", { name: "Save changes" }));
  expect(await within(panel).findByText("Enter the code we sent to new@example.com to start using it.")).toBeInTheDocument();

  await user.click(within(panel).getByRole("button", { name: "Resend" }));
  expect(await screen.findByText("Verification code resent successfully!")).toBeInTheDocument();

  await user.type(within(panel).getByRole("textbox", { name: "Verification code" }), "000000");
  await user.click(within(panel).getByRole("button", { name: "Verify e-mail" }));
  const code = within(panel).getByRole("textbox", { name: "Verification code" });
  await waitFor(() => expect(code).toHaveAccessibleDescription("That code is not right. Check the e-mail we sent, or ask for a new code."));
  expect(window.localStorage.getItem("email")).toBe("owner@example.com");

  await user.clear(within(panel).getByRole("textbox", { name: "Verification code" }));
  await user.type(within(panel).getByRole("textbox", { name: "Verification code" }), "123456");
  await user.click(within(panel).getByRole("button", { name: "Verify e-mail" }));
  expect(await screen.findByText("E-mail address verified")).toBeInTheDocument();
  expect(identityMock.verifyEmail).toHaveBeenLastCalledWith("123456");
  expect(window.localStorage.getItem("email")).toBe("new@example.com");
  await waitFor(() => expect(within(panel).queryByRole("button", { name: "Verify e-mail" })).not.toBeInTheDocument());
});

it("says why the profile could not be loaded, and tries again", async () => {
  const user = userEvent.setup();
  identityMock.getProfile.mockRejectedValueOnce(identityFailure("NetworkError", "Network error"));
  const panel = openAccountTab();
  expect(await within(panel).findByRole("alert")).toHaveTextContent("Your account could not be loaded: Network error");
  await user.click(within(panel).getByRole("button", { name: "Retry" }));
  expect(await within(panel).findByRole("textbox", { name: "Given name" })).toHaveValue("Ada");
});

it("answers an unknown sub-path with a way back", () => {
  renderScreen(<AccountPage location={{ pathname: "/account-settings/billing-details" }} />);
  expect(screen.getByRole("heading", { level: 2, name: "Not found in Account Settings" })).toBeInTheDocument();
  expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to Account Settings" })).toHaveAttribute("href", "/account-settings");
});
