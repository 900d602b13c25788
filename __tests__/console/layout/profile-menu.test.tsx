import { screen, waitFor, within } from "@testing-library/react";
import { Buffer } from "node:buffer";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import type * as GatsbyMock from "../support/gatsby-mock";
import { renderShell } from "./render-shell";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const navigateMock = jest.mocked(navigate);
const SESSION_KEYS = ["accessToken", "refreshToken", "email", "username"];

beforeEach(() => {
  navigateMock.mockClear();
  window.localStorage.setItem("accessToken", "header.payload.signature");
  window.localStorage.setItem("refreshToken", "refresh");
  window.localStorage.setItem("email", "ada@example.com");
  window.localStorage.setItem("username", "ada");
});

async function openLogoutDialog() {
  const user = userEvent.setup();
  renderShell();
  await user.click(screen.getByRole("button", { name: "Account menu" }));
  await user.click(screen.getByRole("menuitem", { name: "Logout" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Logout" }) };
}

it("shows the e-mail's first letter, and the e-mail and account entries in its menu", async () => {
  const user = userEvent.setup();
  renderShell();
  const avatarButton = screen.getByRole("button", { name: "Account menu" });
  expect(avatarButton).toHaveTextContent(/^A$/);
  await user.click(avatarButton);
  const menu = screen.getByRole("menu");
  expect(within(menu).getByText("ada@example.com")).toBeInTheDocument();
  const items = within(menu).getAllByRole("menuitem");
  expect(items.map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
    ["Profile", "/account-settings/account/"],
    ["Pricing", "/pricing"],
    ["Help", "/help-center"],
    ["Logout", null],
  ]);
});

function idToken(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "RS256" })}.${part({ email: "ada@example.com", exp: 4102444800, ...claims })}.signature`;
}

async function openProfileMenu() {
  const user = userEvent.setup();
  renderShell();
  const avatar = screen.getByRole("button", { name: "Account menu" });
  await user.click(avatar);
  return { avatar, menu: screen.getByRole("menu") };
}

it("shows the name from the id token above the e-mail; the avatar keeps the e-mail's letter", async () => {
  window.localStorage.setItem("accessToken", idToken({ given_name: "Émilie", family_name: "du Châtelet" }));
  const { avatar, menu } = await openProfileMenu();
  const name = within(menu).getByText("Émilie du Châtelet");
  const email = within(menu).getByText("ada@example.com");
  expect(name.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(avatar).toHaveTextContent(/^A$/);
});

it("shows the given name alone when the token has no family name", async () => {
  window.localStorage.setItem("accessToken", idToken({ given_name: "Ada" }));
  const { menu } = await openProfileMenu();
  expect(within(menu).getByText("Ada")).toBeInTheDocument();
  expect(within(menu).getByText("ada@example.com")).toBeInTheDocument();
});

it("falls back to the e-mail alone when the token names nobody or cannot be read", async () => {
  window.localStorage.setItem("accessToken", idToken({}));
  const { menu } = await openProfileMenu();
  expect(within(menu).getByText("ada@example.com")).toBeInTheDocument();
  expect(within(menu).queryByText("Ada")).not.toBeInTheDocument();
});

it("asks before logging out; Cancel keeps the session", async () => {
  const { user, dialog } = await openLogoutDialog();
  expect(within(dialog).getByText("Are you sure you want to logout?")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Logout" })).not.toBeInTheDocument());
  for (const key of SESSION_KEYS) expect(window.localStorage.getItem(key)).not.toBeNull();
  expect(navigateMock).not.toHaveBeenCalled();
});

it("Logout clears all four stored keys and goes to the login page", async () => {
  const { user, dialog } = await openLogoutDialog();
  await user.click(within(dialog).getByRole("button", { name: "Logout" }));
  for (const key of SESSION_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
  expect(navigateMock).toHaveBeenCalledWith("/auth/login");
});
