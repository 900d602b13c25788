import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import * as identity from "../../../src/identity/identity-client";
import ForgotPasswordPage from "../../../src/pages/auth/forgot-password";
import type * as GatsbyMock from "../support/gatsby-mock";
import { identityFailure, type mockIdentityClient } from "./support/identity-mock";
import { expectToast, renderScreen, toastTexts } from "./support/render-screen";
import { setUpMockedIdentityScreens } from "./support/screen-setup";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.mock("../../../src/identity/identity-client", () =>
  jest.requireActual<{ mockIdentityClient: typeof mockIdentityClient }>("./support/identity-mock").mockIdentityClient(),
);

const navigateMock = jest.mocked(navigate);
const identityMock = jest.mocked(identity);

setUpMockedIdentityScreens();

async function requestCode() {
  const user = userEvent.setup();
  renderScreen(<ForgotPasswordPage />);
  expect(screen.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/auth/login");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "owner@example.com");
  await user.click(screen.getByRole("button", { name: "Send reset code" }));
  return user;
}

it("sends a code, then sets the new password with it and goes to login", async () => {
  identityMock.forgotPassword.mockResolvedValue("o***@e***");
  const user = await requestCode();
  expect(await screen.findByRole("heading", { level: 1, name: "Set a new password" })).toBeInTheDocument();
  expect(identityMock.forgotPassword).toHaveBeenCalledWith("owner@example.com");
  await user.type(screen.getByRole("textbox", { name: "Reset code" }), "123456");
  await user.type(screen.getByLabelText("New password"), "New-Secret-1");
  expect(screen.getByLabelText("New password")).toHaveAttribute("autocomplete", "new-password");
  expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(/^Your password needs: At least 8 characters \(met\)/);
  await user.click(screen.getByRole("button", { name: "Set new password" }));
  expect(await screen.findByText("Password reset successfully. Please log in.")).toBeInTheDocument();
  expect(identityMock.confirmPassword).toHaveBeenCalledWith("owner@example.com", "123456", "New-Secret-1");
  await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/auth/login"));
});

it("says in a toast why no code can be sent, and stays on the first step", async () => {
  identityMock.forgotPassword.mockRejectedValue(identityFailure("LimitExceededException", "Attempt limit exceeded, please try after some time."));
  await requestCode();
  await expectToast("Too many attempts. Wait a few minutes, then try again.");
  expect(screen.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeInTheDocument();
});

it("says under the Email field what is wrong with the address, without a toast", async () => {
  identityMock.forgotPassword.mockRejectedValue(
    identityFailure("InvalidParameterException", "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must have length greater than or equal to 1"),
  );
  const user = userEvent.setup();
  renderScreen(<ForgotPasswordPage />);
  await user.click(screen.getByRole("button", { name: "Send reset code" }));
  const email = screen.getByRole("textbox", { name: "Email" });
  await waitFor(() => expect(email).toHaveAccessibleDescription("Enter your e-mail address."));
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(toastTexts()).toEqual([]);
});

it("says a wrong code is wrong under the code field, and stays on the second step", async () => {
  identityMock.forgotPassword.mockResolvedValue(null);
  identityMock.confirmPassword.mockRejectedValue(identityFailure("CodeMismatchException", "Invalid verification code provided, please try again."));
  const user = await requestCode();
  await user.type(await screen.findByRole("textbox", { name: "Reset code" }), "000000");
  await user.type(screen.getByLabelText("New password"), "New-Secret-1");
  await user.click(screen.getByRole("button", { name: "Set new password" }));
  const code = screen.getByRole("textbox", { name: "Reset code" });
  await waitFor(() => expect(code).toHaveAccessibleDescription("That code is not right. Check the e-mail we sent, or ask for a new code."));
  expect(screen.getByRole("heading", { level: 1, name: "Set a new password" })).toBeInTheDocument();
  expect(navigateMock).not.toHaveBeenCalled();
});
