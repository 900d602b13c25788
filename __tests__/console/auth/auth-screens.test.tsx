import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ForgotPasswordPage from "../../../src/pages/auth/forgot-password";
import LoginPage from "../../../src/pages/auth/login";
import RegisterPage from "../../../src/pages/auth/register";
import type * as GatsbyMock from "../support/gatsby-mock";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

describe("login screen", () => {
  it("shows its title, fields and links", () => {
    render(<LoginPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Vector Database Cloud" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/auth/register");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/auth/forgot-password");
  });

  it("shows and hides the password", async () => {
    const user = userEvent.setup();
    render(<LoginPage />);
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
  });

  it("says honestly on submit that sign-in is not available, and stores nothing", async () => {
    const user = userEvent.setup();
    render(<LoginPage />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "owner@example.com");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Sign-in is not available yet: the identity service arrives with the next release.",
    );
    expect(window.localStorage.getItem("accessToken")).toBeNull();
  });
});

describe("register screen", () => {
  it("asks for the sign-up fields and answers honestly", async () => {
    const user = userEvent.setup();
    render(<RegisterPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Create an account" })).toBeInTheDocument();
    for (const name of ["Email", "Given name", "Family name"]) expect(screen.getByRole("textbox", { name })).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Already have an account? Log in" })).toHaveAttribute("href", "/auth/login");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Sign-up is not available yet");
  });
});

describe("forgot-password screen", () => {
  it("asks for the e-mail address and answers honestly", async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send reset code" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Password reset is not available yet");
    expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/auth/login");
  });
});
