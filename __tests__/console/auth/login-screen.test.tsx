import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import * as identity from "../../../src/identity/identity-client";
import { forgetConsoleConfig } from "../../../src/config/load-console-config";
import LoginPage, { type LoginPageProps } from "../../../src/pages/auth/login";
import { isLoggedInNow, setLoggedIn } from "../../../src/session/logged-in";
import type * as GatsbyMock from "../support/gatsby-mock";
import { installApiEdge, type ApiAnswer } from "./support/api-edge";
import { identityFailure, type mockIdentityClient } from "./support/identity-mock";
import { installNetworkEdge, removeNetworkEdge } from "./support/network-edge";
import { expectToast, removeToasts, renderScreen, toastTexts } from "./support/render-screen";
import { makeToken } from "./tokens";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.mock("../../../src/identity/identity-client", () =>
  jest.requireActual<{ mockIdentityClient: typeof mockIdentityClient }>("./support/identity-mock").mockIdentityClient(),
);

const navigateMock = jest.mocked(navigate);
const identityMock = jest.mocked(identity);
const SESSION_KEYS = ["accessToken", "refreshToken", "email", "username"];

const idToken = makeToken({ sub: "sub-1", email: "owner@example.com", uid: "owner-7", exp: Math.floor(Date.now() / 1000) + 3600 });
const signedIn = { kind: "signedIn" as const, tokens: { idToken, accessToken: "access.jwt.token", refreshToken: "refresh-1" } };

let registerOwnerAnswer: ApiAnswer = { status: 201, data: {} };

beforeEach(() => {
  forgetConsoleConfig();
  installNetworkEdge(() => {
    throw new Error("the screens reach identity only through the identity client");
  });
  installApiEdge(() => registerOwnerAnswer);
  registerOwnerAnswer = { status: 201, data: {} };
  jest.clearAllMocks();
  setLoggedIn(false);
});

afterEach(() => {
  removeToasts();
  removeNetworkEdge();
});

function renderLogin(location: LoginPageProps["location"] = { search: "" }) {
  return renderScreen(<LoginPage location={location} />);
}

async function logIn(email = "owner@example.com", password = "Secret-123", location?: LoginPageProps["location"]) {
  const user = userEvent.setup();
  renderLogin(location);
  await user.type(screen.getByRole("textbox", { name: "Email" }), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
  return user;
}

describe("login screen", () => {
  it("shows its title, labelled fields with autocomplete, and links", () => {
    renderLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Vector Database Cloud" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("autocomplete", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/auth/register");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/auth/forgot-password");
  });

  it("stores the four keys, marks the user logged in, registers the owner once and opens the dashboard", async () => {
    const requests = installApiEdge(() => registerOwnerAnswer);
    identityMock.signIn.mockResolvedValue(signedIn);
    await logIn(" owner@example.com ");
    expect(await screen.findByText("login successfully")).toBeInTheDocument();
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
    expect(identityMock.signIn).toHaveBeenCalledWith("owner@example.com", "Secret-123");
    expect(window.localStorage.getItem("accessToken")).toBe(idToken);
    expect(window.localStorage.getItem("refreshToken")).toBe("refresh-1");
    expect(window.localStorage.getItem("email")).toBe("owner@example.com");
    expect(window.localStorage.getItem("username")).toBe("owner-7");
    expect(isLoggedInNow()).toBe(true);
    expect(requests).toEqual([{ method: "POST", url: "/api/auth/register-owner", authorization: `Bearer ${idToken}`, data: {} }]);
  });

  it("takes the e-mail as username when the id token has no uid", async () => {
    const plain = makeToken({ sub: "sub-1", exp: Math.floor(Date.now() / 1000) + 3600 });
    identityMock.signIn.mockResolvedValue({ kind: "signedIn", tokens: { ...signedIn.tokens, idToken: plain } });
    await logIn("ada@example.com");
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
    expect(window.localStorage.getItem("username")).toBe("ada@example.com");
    expect(window.localStorage.getItem("email")).toBe("ada@example.com");
  });

  it("goes on to the dashboard when the service has no register-owner route yet", async () => {
    registerOwnerAnswer = { status: 404, data: { error: { code: "not_found", message: "No API route" } } };
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    identityMock.signIn.mockResolvedValue(signedIn);
    await logIn();
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("toasts the service's message on failure, stores nothing and stays logged out", async () => {
    identityMock.signIn.mockRejectedValue(identityFailure("NotAuthorizedException", "Incorrect username or password."));
    await logIn("owner@example.com", "wrong");
    expect(await screen.findByText("Incorrect username or password.")).toBeInTheDocument();
    for (const key of SESSION_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(isLoggedInNow()).toBe(false);
    expect(navigateMock).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  it("disables the button while signing in, so a second submit sends nothing", async () => {
    let finish: (value: typeof signedIn) => void = () => undefined;
    identityMock.signIn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await logIn();
    const button = screen.getByRole("button", { name: "Login" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    // Enter in a field submits even while the button is disabled.
    fireEvent.submit(button.closest("form") as HTMLFormElement);
    expect(identityMock.signIn).toHaveBeenCalledTimes(1);
    finish(signedIn);
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
  });

  it("sends an unconfirmed user to the confirmation step, saying why", async () => {
    identityMock.signIn.mockRejectedValue(identityFailure("UserNotConfirmedException", "User is not confirmed."));
    await logIn("new@example.com");
    await expectToast("Confirm your e-mail address first: enter the code we sent you.");
    expect(navigateMock).toHaveBeenCalledWith("/auth/confirm/?email=new%40example.com");
  });

  it("says under the field what the service refused of it, and in the toast the specification names", async () => {
    identityMock.signIn.mockRejectedValue(identityFailure("InvalidParameterException", "Missing required parameter USERNAME"));
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Login" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveAccessibleDescription("Enter your e-mail address."));
    expect(email).toHaveAttribute("aria-invalid", "true");
    await expectToast("Enter your e-mail address.");
    expect(screen.queryByText("Missing required parameter USERNAME")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid", "true");
  });

  it("keeps the specification's words for a missing password", async () => {
    identityMock.signIn.mockRejectedValue(identityFailure("UnknownError", "PASSWORD parameter is required"));
    await logIn("owner@example.com", "x");
    await expectToast("PASSWORD parameter is required");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("PASSWORD parameter is required");
  });

  it("clears a failed attempt's error when the next one succeeds", async () => {
    identityMock.signIn.mockRejectedValueOnce(identityFailure("NotAuthorizedException", "Incorrect username or password.")).mockResolvedValue(signedIn);
    const user = await logIn("owner@example.com", "wrong");
    await expectToast("Incorrect username or password.");
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "Secret-123");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await expectToast("login successfully");
    expect(toastTexts()).toEqual(["login successfully"]);
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
  });
});

describe("after the confirmation step", () => {
  it("says the e-mail is confirmed and has the address filled in, the password empty", async () => {
    renderLogin({ search: "", state: { confirmedEmail: "ada@example.com" } });
    expect(await screen.findByRole("status")).toHaveTextContent("Your e-mail is confirmed. Log in to continue.");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("logs in with the filled-in address", async () => {
    identityMock.signIn.mockResolvedValue(signedIn);
    const user = userEvent.setup();
    renderLogin({ search: "", state: { confirmedEmail: "ada@example.com" } });
    await screen.findByText("Your e-mail is confirmed. Log in to continue.");
    await user.type(screen.getByLabelText("Password"), "Secret-123");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
    expect(identityMock.signIn).toHaveBeenCalledWith("ada@example.com", "Secret-123");
  });

  it("says nothing of a confirmation when the login page is opened directly", async () => {
    renderLogin({ search: "", state: { key: "initial" } });
    await screen.findByRole("button", { name: "Login" });
    expect(screen.queryByText("Your e-mail is confirmed. Log in to continue.")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("");
  });
});

describe("the page asked for before login", () => {
  it("opens it after login", async () => {
    identityMock.signIn.mockResolvedValue(signedIn);
    await logIn("owner@example.com", "Secret-123", { search: "?next=%2Fai-hub%2Fdatasets%2Fdocs" });
    expect(await screen.findByText("login successfully")).toBeInTheDocument();
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/ai-hub/datasets/docs"));
    expect(navigateMock).not.toHaveBeenCalledWith("/dashboard");
  });

  it("keeps its query and fragment", async () => {
    identityMock.signIn.mockResolvedValue(signedIn);
    await logIn("owner@example.com", "Secret-123", { search: `?next=${encodeURIComponent("/ai-hub/vectorSearch?collection=docs#results")}` });
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/ai-hub/vectorSearch?collection=docs#results"));
  });

  it.each([
    ["an absolute URL", "https://evil.example/ai-hub"],
    ["a protocol-relative URL", "//evil.example/ai-hub"],
    ["a backslash host", "/\\evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "ai-hub/datasets"],
    ["an /auth page", "/auth/register"],
    ["/auth itself", "/auth"],
    ["an /auth page in other letters", "/AUTH/login"],
    ["an /auth page behind escapes", "/%61uth/login"],
    ["a path that climbs into /auth", "/ai-hub/../auth/login"],
    ["a path with a tab", "/ai-hub/\tdatasets"],
    ["a broken escape", "/ai-hub/%E0%A4%A"],
    ["an empty value", ""],
  ])("goes to the dashboard instead of %s", async (_what, next) => {
    identityMock.signIn.mockResolvedValue(signedIn);
    await logIn("owner@example.com", "Secret-123", { search: `?next=${encodeURIComponent(next)}` });
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
    expect(navigateMock).toHaveBeenCalledTimes(1);
  });
});

describe("login challenges", () => {
  it("asks a member with a temporary password for a new one, requiring it", async () => {
    identityMock.signIn.mockResolvedValue({ kind: "newPasswordRequired" });
    identityMock.completeNewPassword.mockResolvedValue(signedIn);
    const user = await logIn("member@example.com", "Temp-123");
    expect(await screen.findByRole("heading", { level: 1, name: "Choose a new password" })).toBeInTheDocument();
    // The challenge's form loads when the identity service asks for it.
    await user.click(await screen.findByRole("button", { name: "Set password and log in" }));
    expect(screen.getByText("New password is required.")).toBeInTheDocument();
    expect(identityMock.completeNewPassword).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("New password"), "Mine-456!");
    expect(screen.getByLabelText("New password")).toHaveAttribute("autocomplete", "new-password");
    await user.click(screen.getByRole("button", { name: "Set password and log in" }));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
    expect(identityMock.completeNewPassword).toHaveBeenCalledWith("Mine-456!");
    expect(window.localStorage.getItem("accessToken")).toBe(idToken);
  });

  it("asks an invitee without a name for it with the new password, and lands in the console without registering an organisation", async () => {
    registerOwnerAnswer = { status: 409, data: { error: { code: "conflict", message: "You are a member of an organisation already, by invitation: there is no organisation of your own to register." } } };
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    identityMock.signIn.mockResolvedValue({ kind: "newPasswordRequired", isNameMissing: true });
    identityMock.completeNewPassword.mockResolvedValue(signedIn);
    const user = await logIn("invitee@example.com", "Temp-123!aB");
    await user.click(await screen.findByRole("button", { name: "Set password and log in" }));
    expect(screen.getByText("Enter your given name.")).toBeInTheDocument();
    expect(screen.getByText("Enter your family name.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Given name" })).toHaveFocus();
    // The pool's rules, as the sign-up page shows them.
    expect(screen.getByText("Your password needs:")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Given name" }), "Grace");
    await user.type(screen.getByRole("textbox", { name: "Family name" }), " Hopper ");
    await user.type(screen.getByLabelText("New password"), "Mine-456!");
    await user.click(screen.getByRole("button", { name: "Set password and log in" }));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
    expect(identityMock.completeNewPassword).toHaveBeenCalledWith("Mine-456!", { givenName: "Grace", familyName: "Hopper" });
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("asks for the authenticator code and toasts a wrong one", async () => {
    identityMock.signIn.mockResolvedValue({ kind: "totpRequired" });
    identityMock.sendTotpCode.mockRejectedValueOnce(identityFailure("CodeMismatchException", "Invalid code received for user")).mockResolvedValue(signedIn);
    const user = await logIn();
    const code = await screen.findByRole("textbox", { name: "Authenticator code" });
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Verify and log in" }));
    const wrongCode = "That code is not right. Enter the code your authenticator app shows now.";
    await expectToast(wrongCode);
    expect(code).toHaveAccessibleDescription(wrongCode);
    expect(window.localStorage.getItem("accessToken")).toBeNull();
    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Verify and log in" }));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
    expect(identityMock.sendTotpCode).toHaveBeenLastCalledWith("123456");
  });

  it("sets up an authenticator when the pool requires one", async () => {
    identityMock.signIn.mockResolvedValue({ kind: "mfaSetup" });
    identityMock.beginTotpSetupAtSignIn.mockResolvedValue("JBSWY3DPEHPK3PXPJBSWY3DP");
    identityMock.finishTotpSetupAtSignIn.mockResolvedValue(signedIn);
    const user = await logIn();
    expect(await screen.findByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "QR code of the authenticator setup link for owner@example.com" })).toBeInTheDocument();
    expect(screen.getByText(/^otpauth:\/\/totp\/Vector%20Database%20Cloud%3Aowner%40example.com\?secret=JBSWY3DPEHPK3PXPJBSWY3DP/)).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Authenticator code" }), "123456");
    await user.click(screen.getByRole("button", { name: "Verify and log in" }));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/dashboard"));
  });
});
