// Account settings (/account-settings/*) in Chromium against `npm start` with
// the embedded identity service: profile, password, authenticator app, sign out
// of all devices, account deletion, each followed through to what the user
// sees next (SPEC.md section 4). Users are made over the wire; codes come from
// the service's log (fixtures/identity.ts), TOTP codes from fixtures/totp.ts.
import { expect, test, type Page } from "@playwright/test";
import { createApiKey } from "./fixtures/datasets";
import { callIdentity, CLIENT_ID, createConfirmedUser, libraryTokens, logInThroughConsole, PASSWORD, storedSession, uniqueEmail } from "./fixtures/identity";
import { TOTP_STEP_MS, totpCode } from "./fixtures/totp";

const INCORRECT = "Incorrect username or password.";
const LOGIN_URL = /\/auth\/login\/?$/;

async function logOut(page: Page): Promise<void> {
  // One CI run in about thirty saw the menu not open from the first click right after
  // turning two-step verification on (the cause is not found; it is in the closing note).
  // A user clicks again; so does the test, and the menu must open within a few tries.
  const accountMenu = page.getByRole("button", { name: "Account menu" });
  await expect(async () => {
    if ((await accountMenu.getAttribute("aria-expanded")) !== "true") await accountMenu.click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.getByRole("dialog", { name: "Logout" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(LOGIN_URL);
}

/** Submits the login form and expects the service's refusal, leaving the browser logged out. */
async function expectLoginRefused(page: Page, email: string, password: string, message: string): Promise<void> {
  await page.goto("/auth/login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL(LOGIN_URL);
  expect(Object.values(await storedSession(page))).toEqual([null, null, null, null]);
}

function refreshWith(baseURL: string, refreshToken: string | null) {
  return callIdentity(baseURL, "InitiateAuth", { ClientId: CLIENT_ID, AuthFlow: "REFRESH_TOKEN_AUTH", AuthParameters: { REFRESH_TOKEN: refreshToken } });
}

async function openSecurity(page: Page): Promise<void> {
  await page.goto("/account-settings/security/");
  await expect(page.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
}

test("the profile's given and family name are saved, shown in the profile menu at once, and still there after a reload", async ({ page, baseURL }) => {
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("profile"));
  await logInThroughConsole(page, email, PASSWORD);
  await page.goto("/account-settings/account/");
  const givenName = page.getByRole("textbox", { name: "Given name" });
  const familyName = page.getByRole("textbox", { name: "Family name" });
  await expect(givenName).toHaveValue("Ada");
  await expect(familyName).toHaveValue("Lovelace");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);

  // Empty names are refused, as at sign-up.
  await givenName.fill(" ");
  await familyName.fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(givenName).toHaveAccessibleDescription("Enter your given name.");
  await expect(familyName).toHaveAccessibleDescription("Enter your family name.");
  await expect(page.getByText("Profile saved", { exact: true })).toHaveCount(0);

  await givenName.fill("Grace");
  await familyName.fill("Hopper");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu").getByText("Grace Hopper")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Given name" })).toHaveValue("Grace");
  await expect(page.getByRole("textbox", { name: "Family name" })).toHaveValue("Hopper");
});

test("a changed password is the one that logs in after logging out", async ({ page, baseURL }) => {
  // Two or three logins (SRP and argon2) on a busy machine.
  test.setTimeout(60_000);
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("password"));
  await logInThroughConsole(page, email, PASSWORD);
  await openSecurity(page);
  const newPassword = "Changed-Secret-9?";
  await page.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();

  await logOut(page);
  await expectLoginRefused(page, email, PASSWORD, INCORRECT);
  await logInThroughConsole(page, email, newPassword);
});

test("with the authenticator app turned on, login asks for its code and then opens the dashboard", async ({ page, baseURL }) => {
  // Two or three logins (SRP and argon2) on a busy machine.
  test.setTimeout(60_000);
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("totp"));
  await logInThroughConsole(page, email, PASSWORD);
  await openSecurity(page);
  const section = page.getByRole("region", { name: "Two-step verification" });
  await section.getByRole("button", { name: "Set up authenticator app" }).click();
  // A QR code of the setup link for the app's camera; the key and the link stay for typing by hand.
  await expect(section.getByRole("img", { name: `QR code of the authenticator setup link for ${email}` })).toBeVisible();

  // The setup key, as the user reads it off the screen (in groups of four) into their app.
  const shownKey = section.getByText("Setup key", { exact: true }).locator("xpath=following-sibling::*[1]//code");
  await expect(shownKey).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const setupKey = (await shownKey.textContent()) ?? "";
  await section.getByRole("textbox", { name: "Authenticator code" }).fill(totpCode(setupKey));
  await section.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByText("Two-step verification is on", { exact: true })).toBeVisible();
  await expect(section.getByText("Two-step verification is on.")).toBeVisible();

  await logOut(page);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-step verification" })).toBeVisible();
  expect((await storedSession(page)).accessToken).toBeNull();
  // A code is good once: the service refuses the time step used at set-up again, so the app's
  // next code (the service allows one step of clock drift) stands for waiting up to 30 s.
  await page.getByRole("textbox", { name: "Authenticator code" }).fill(totpCode(setupKey, Date.now() + TOTP_STEP_MS));
  await page.getByRole("button", { name: "Verify and log in" }).click();
  await expect(page.getByText("login successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  expect((await storedSession(page)).email).toBe(email);
});

test("Sign out of all devices ends this session and every other one", async ({ page, baseURL }) => {
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("everywhere"));
  // Another device's session, signed in over the wire.
  const elsewhere = await callIdentity(baseURL as string, "InitiateAuth", {
    ClientId: CLIENT_ID,
    AuthFlow: "USER_PASSWORD_AUTH",
    AuthParameters: { USERNAME: email, PASSWORD },
  });
  expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
  const elsewhereRefreshToken = (elsewhere.body.AuthenticationResult as { RefreshToken: string }).RefreshToken;

  await logInThroughConsole(page, email, PASSWORD);
  const { refreshToken } = await libraryTokens(page);
  expect(refreshToken).toBeTruthy();
  await openSecurity(page);
  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign out of all devices?" });
  await dialog.getByRole("button", { name: "Sign out everywhere" }).click();

  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByText("Signed out of all devices")).toBeVisible();
  expect(Object.values(await storedSession(page))).toEqual([null, null, null, null]);
  const revoked = { __type: "NotAuthorizedException", message: "Refresh Token has been revoked" };
  expect((await refreshWith(baseURL as string, refreshToken)).body).toEqual(revoked);
  expect((await refreshWith(baseURL as string, elsewhereRefreshToken)).body).toEqual(revoked);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(LOGIN_URL);
});

test("a deleted account, confirmed by typing its address, cannot log in again, and its keys stop working", async ({ page, request, baseURL }) => {
  // Two or three logins (SRP and argon2) on a busy machine.
  test.setTimeout(90_000);
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("delete"));
  await logInThroughConsole(page, email, PASSWORD);
  const key = await createApiKey(page);
  expect((await request.get("/collections", { headers: { "api-key": key } })).status()).toBe(200);
  await openSecurity(page);
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirmButton = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirmButton).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Your e-mail address" }).fill("someone-else@example.com");
  await expect(confirmButton).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
  await confirmButton.click();

  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  expect(Object.values(await storedSession(page))).toEqual([null, null, null, null]);
  // The service's own message: for a deleted account, the one every unknown address gets.
  await expectLoginRefused(page, email, PASSWORD, INCORRECT);
  // The organisation went first, with its projects and keys.
  expect((await request.get("/collections", { headers: { "api-key": key } })).status()).toBe(401);
});
