import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import * as identity from "../../../src/identity/identity-client";
import ConfirmPage from "../../../src/pages/auth/confirm";
import RegisterPage from "../../../src/pages/auth/register";
import type * as GatsbyMock from "../support/gatsby-mock";
import { identityFailure, type mockIdentityClient } from "./support/identity-mock";
import { expectToast, renderScreen } from "./support/render-screen";
import { setUpMockedIdentityScreens } from "./support/screen-setup";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.mock("../../../src/identity/identity-client", () =>
  jest.requireActual<{ mockIdentityClient: typeof mockIdentityClient }>("./support/identity-mock").mockIdentityClient(),
);

const navigateMock = jest.mocked(navigate);
const identityMock = jest.mocked(identity);

setUpMockedIdentityScreens();

async function register() {
  const user = userEvent.setup();
  renderScreen(<RegisterPage />);
  await user.type(screen.getByRole("textbox", { name: "Given name" }), "Ada");
  await user.type(screen.getByRole("textbox", { name: "Family name" }), "Lovelace");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "Secret-123");
  await user.click(screen.getByRole("button", { name: "Create account" }));
  return user;
}

function passwordRules(): string[] {
  return within(screen.getByRole("list", { name: "Your password needs:" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

function rulesStatus(): HTMLElement {
  const status = screen.getAllByRole("status").find((element) => element.textContent === "" || element.textContent?.startsWith("Your password"));
  if (!status) throw new Error("no status region for the password rules");
  return status;
}

describe("sign-up", () => {
  it("asks for the sign-up fields with autocomplete", () => {
    renderScreen(<RegisterPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Create an account" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Given name" })).toHaveAttribute("autocomplete", "given-name");
    expect(screen.getByRole("textbox", { name: "Family name" })).toHaveAttribute("autocomplete", "family-name");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByRole("link", { name: "Already have an account? Log in" })).toHaveAttribute("href", "/auth/login");
  });

  it("shows the password rules under the field from the start, none met yet", () => {
    renderScreen(<RegisterPage />);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(/^Your password needs: At least 8 characters \(not met\) A lower-case letter \(not met\)/);
    expect(passwordRules()).toEqual([
      "At least 8 characters (not met)",
      "A lower-case letter (not met)",
      "An upper-case letter (not met)",
      "A number (not met)",
      "A symbol, such as ! @ # $ % & * (not met)",
    ]);
    // Nothing is announced before the user types.
    expect(rulesStatus()).toHaveTextContent(/^$/);
  });

  it("marks each rule as the password is typed, and says politely what is still needed", async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />);
    const password = screen.getByLabelText("Password");
    await user.type(password, "secret");
    expect(passwordRules()).toEqual([
      "At least 8 characters (not met)",
      "A lower-case letter (met)",
      "An upper-case letter (not met)",
      "A number (not met)",
      "A symbol, such as ! @ # $ % & * (not met)",
    ]);
    expect(rulesStatus()).toHaveTextContent("Your password still needs: at least 8 characters; an upper-case letter; a number; a symbol, such as ! @ # $ % & *.");
    expect(rulesStatus()).toHaveAttribute("role", "status");

    await user.clear(password);
    await user.type(password, "Secret-123");
    expect(passwordRules().every((rule) => rule.endsWith(" (met)"))).toBe(true);
    expect(rulesStatus()).toHaveTextContent("Your password meets every requirement.");
  });

  it("keeps the rules' words for screen readers in one clipped pixel each, not a box as large as the window", () => {
    renderScreen(<RegisterPage />);
    const hidden = [...screen.getAllByText("(not met)"), screen.getAllByRole("status").find((element) => element.closest("li") === null && element.closest("[data-rht-toaster]") === null)];
    expect(hidden).toHaveLength(6);
    for (const element of hidden) {
      // In MUI's sx a width of 1 means 100%: the sign-up page was 2207 px wide in a 1440 px window.
      const style = window.getComputedStyle(element as HTMLElement);
      expect([style.position, style.width, style.height, style.overflow]).toEqual(["absolute", "1px", "1px", "hidden"]);
      expect(window.getComputedStyle((element as HTMLElement).parentElement?.closest("li, div") as HTMLElement).position).toBe("relative");
    }
  });

  it("marks rules with a check or a cross, not colour alone", async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />);
    await user.type(screen.getByLabelText("Password"), "abcdefgh");
    const [length, , uppercase] = within(screen.getByRole("list", { name: "Your password needs:" })).getAllByRole("listitem");
    expect(length?.querySelector("svg")?.innerHTML).not.toBe(uppercase?.querySelector("svg")?.innerHTML);
  });

  it("signs up, then confirms with the code: resend and confirm toasts, then login", async () => {
    identityMock.signUp.mockResolvedValue({ userConfirmed: false, destination: "a***@e***" });
    const user = await register();
    expect(await screen.findByText("sign up successfully")).toBeInTheDocument();
    expect(identityMock.signUp).toHaveBeenCalledWith("ada@example.com", "Secret-123", "Ada", "Lovelace");
    expect(screen.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(await screen.findByText("Verification code resent successfully!")).toBeInTheDocument();
    expect(identityMock.resendConfirmationCode).toHaveBeenCalledWith("ada@example.com");

    const code = screen.getByRole("textbox", { name: "Confirmation code" });
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Confirm e-mail" }));
    expect(await screen.findByText("email successfully Confirmed!")).toBeInTheDocument();
    expect(identityMock.confirmSignUp).toHaveBeenCalledWith("ada@example.com", "123456");
    // The address, never the password, goes to the login page, which says it is confirmed.
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/auth/login", { state: { confirmedEmail: "ada@example.com" } }));
  });

  it("says what the password lacks under it, and in the toast, when sign-up fails; stays on the form", async () => {
    identityMock.signUp.mockRejectedValue(identityFailure("InvalidPasswordException", "Password did not conform with policy: Password must have symbol characters"));
    await register();
    const message = "Your password needs a symbol, such as ! @ # $ % & *.";
    await expectToast(message);
    // The message first, then the rules the field always has.
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(/^Your password needs a symbol, such as ! @ # \$ % & \*\. Your password needs: At least/);
    expect(screen.queryByText(/did not conform/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Create an account" })).toBeInTheDocument();
    expect(passwordRules().every((rule) => rule.endsWith(" (met)"))).toBe(true);
  });

  it("reads the service's validation errors as a message under each field they concern", async () => {
    identityMock.signUp.mockRejectedValue(
      identityFailure(
        "InvalidParameterException",
        "2 validation errors detected: Value at 'username' failed to satisfy constraint: Member must have length greater than or equal to 1; Value at 'password' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
    const user = userEvent.setup();
    renderScreen(<RegisterPage />);
    await user.type(screen.getByRole("textbox", { name: "Given name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Family name" }), "Lovelace");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Enter your e-mail address."));
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(/^Enter a new password\. Your password needs:/);
    await expectToast("Enter your e-mail address. Enter a new password.");
    expect(screen.queryByText(/validation error/)).not.toBeInTheDocument();
  });

  it("asks for a real e-mail address where the service says the username should be an email", async () => {
    identityMock.signUp.mockRejectedValue(identityFailure("InvalidParameterException", "Username should be an email."));
    await register();
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveAccessibleDescription("Enter a valid e-mail address, such as name@example.com."));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Username should be an email.")).not.toBeInTheDocument();
  });

  it("says an address is taken under the Email field", async () => {
    identityMock.signUp.mockRejectedValue(identityFailure("UsernameExistsException", "An account with the given email already exists."));
    await register();
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("An account with this e-mail address already exists. Log in, or reset your password."),
    );
  });

  it("refuses empty names before asking the service, and says so under each", async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />);
    await user.type(screen.getByRole("textbox", { name: "Given name" }), "   ");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret-123");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByRole("textbox", { name: "Given name" })).toHaveAccessibleDescription("Enter your given name.");
    expect(screen.getByRole("textbox", { name: "Family name" })).toHaveAccessibleDescription("Enter your family name.");
    expect(screen.getByRole("textbox", { name: "Given name" })).toHaveFocus();
    expect(identityMock.signUp).not.toHaveBeenCalled();
  });

  it("says a wrong code is wrong under the code, and in the toast; stays on the confirmation step", async () => {
    identityMock.signUp.mockResolvedValue({ userConfirmed: false, destination: null });
    identityMock.confirmSignUp.mockRejectedValue(identityFailure("CodeMismatchException", "Invalid verification code provided, please try again."));
    const user = await register();
    const code = await screen.findByRole("textbox", { name: "Confirmation code" });
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Confirm e-mail" }));
    const message = "That code is not right. Check the e-mail we sent, or ask for a new code.";
    await expectToast(message);
    expect(code).toHaveAccessibleDescription(message);
    expect(navigateMock).not.toHaveBeenCalled();

    // A new code: what was said of the old one goes.
    await user.click(screen.getByRole("button", { name: "Resend" }));
    await expectToast("Verification code resent successfully!");
    expect(code).not.toHaveAccessibleDescription();
  });

  it("goes straight to login when the pool confirmed the account itself", async () => {
    identityMock.signUp.mockResolvedValue({ userConfirmed: true, destination: null });
    await register();
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/auth/login"));
  });
});

describe("/auth/confirm", () => {
  // jest.clearAllMocks keeps answers: an earlier test's refusal must not carry over.
  beforeEach(() => identityMock.confirmSignUp.mockResolvedValue(undefined));

  it("takes the e-mail address from the link and confirms it", async () => {
    const user = userEvent.setup();
    renderScreen(<ConfirmPage location={{ search: "?email=new%40example.com" }} />);
    const form = (await screen.findByText("new@example.com")).closest("form") as HTMLFormElement;
    await user.type(within(form).getByRole("textbox", { name: "Confirmation code" }), "123456");
    await user.click(within(form).getByRole("button", { name: "Confirm e-mail" }));
    await waitFor(() => expect(identityMock.confirmSignUp).toHaveBeenCalledWith("new@example.com", "123456"));
    expect(await screen.findByText("email successfully Confirmed!")).toBeInTheDocument();
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/auth/login", { state: { confirmedEmail: "new@example.com" } }));
  });

  it("hands the typed address to login when the link had none", async () => {
    const user = userEvent.setup();
    renderScreen(<ConfirmPage location={{ search: "" }} />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), " typed@example.com ");
    await user.type(screen.getByRole("textbox", { name: "Confirmation code" }), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm e-mail" }));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/auth/login", { state: { confirmedEmail: "typed@example.com" } }));
    expect(identityMock.confirmSignUp).toHaveBeenCalledWith("typed@example.com", "123456");
  });

  it("asks for the address when the link has none", async () => {
    const user = userEvent.setup();
    renderScreen(<ConfirmPage location={{ search: "" }} />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "late@example.com");
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(await screen.findByText("Verification code resent successfully!")).toBeInTheDocument();
    expect(identityMock.resendConfirmationCode).toHaveBeenCalledWith("late@example.com");
  });
});
