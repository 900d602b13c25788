// The console's identity flows in Chromium against `npm start` with the
// embedded identity service (SPEC.md section 4). Codes come from the service's
// log (fixtures/identity.ts).
import { expect, test, type Page } from "@playwright/test";
import {
  callIdentity,
  CLIENT_ID,
  countCodes,
  createConfirmedUser,
  libraryTokens,
  logInThroughConsole,
  PASSWORD,
  readLatestCode,
  storedSession,
  uniqueEmail,
} from "./fixtures/identity";

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto("/auth/register");
  await page.getByRole("textbox", { name: "Given name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Family name" }).fill("Lovelace");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  const rules = page.getByRole("list", { name: "Your password needs:" });
  await expect(rules.getByRole("listitem")).toHaveText([
    "At least 8 characters (not met)",
    "A lower-case letter (not met)",
    "An upper-case letter (not met)",
    "A number (not met)",
    "A symbol, such as ! @ # $ % & * (not met)",
  ]);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(rules.getByRole("listitem")).toHaveText([/\(met\)$/, /\(met\)$/, /\(met\)$/, /\(met\)$/, /\(met\)$/]);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("sign up successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
}

async function enterConfirmationCode(page: Page, code: string): Promise<void> {
  const field = page.getByRole("textbox", { name: "Confirmation code" });
  await field.fill(code);
  await page.getByRole("button", { name: "Confirm e-mail" }).click();
}

/** A code that is not the one sent. */
function otherCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

test("sign up, confirm with the e-mailed code, log in, reload on a deep route, log out", async ({ page, baseURL }) => {
  const email = uniqueEmail("journey");
  await signUp(page, email);
  await enterConfirmationCode(page, await readLatestCode(email));
  await expect(page.getByText("email successfully Confirmed!")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  // The login form says so and has the address; the password is typed again.
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail is confirmed. Log in to continue." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("login successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/?$/);

  const session = await storedSession(page);
  expect(session.email).toBe(email);
  expect(session.refreshToken).toBeTruthy();
  expect(session.username).toBeTruthy();
  const idClaims = JSON.parse(Buffer.from((session.accessToken ?? "").split(".")[1] ?? "", "base64url").toString()) as Record<string, unknown>;
  expect(idClaims.token_use).toBe("id");
  expect(session.username).toBe(idClaims.uid ?? email);

  await page.goto("/account-settings/security/");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Set up authenticator app" })).toBeVisible();
  await page.getByRole("tab", { name: "Account" }).click();
  await expect(page.getByRole("textbox", { name: "Given name" })).toHaveValue("Ada");

  const { refreshToken } = await libraryTokens(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.getByRole("dialog", { name: "Logout" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  expect(Object.values(await storedSession(page))).toEqual([null, null, null, null]);
  // Revoked: the old refresh token no longer gives a session.
  await expect
    .poll(async () => (await callIdentity(baseURL as string, "InitiateAuth", { ClientId: CLIENT_ID, AuthFlow: "REFRESH_TOKEN_AUTH", AuthParameters: { REFRESH_TOKEN: refreshToken } })).body.__type)
    .toBe("NotAuthorizedException");
  await expect.poll(async () => (await libraryTokens(page)).refreshToken).toBeNull();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
});

test("without a session (as after logging out), a deep link leads to login and then back to that page", async ({ page, baseURL }) => {
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("deep-link"));
  await page.goto("/account-settings/security/");
  await expect(page).toHaveURL(/\/auth\/login\/?\?next=%2Faccount-settings%2Fsecurity%2F$/);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("login successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/account-settings\/security\/$/);
  await expect(page.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
});

test("login refuses a next that leaves the site, and opens the dashboard", async ({ page, baseURL }) => {
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("next-refused"));
  await page.goto(`/auth/login?next=${encodeURIComponent("//evil.example/dashboard")}`);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("login successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL as string).origin);
});

test("a wrong confirmation code is said to be wrong under the code, and in a toast; the step stays", async ({ page }) => {
  const email = uniqueEmail("wrong-code");
  await signUp(page, email);
  await enterConfirmationCode(page, otherCode(await readLatestCode(email)));
  const message = "That code is not right. Check the e-mail we sent, or ask for a new code.";
  await expect(page.getByRole("textbox", { name: "Confirmation code" })).toHaveAccessibleDescription(message);
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
});

test("the identity service's refusals read as plain words under the field they concern", async ({ page }) => {
  await page.goto("/auth/register");
  await page.getByRole("textbox", { name: "Given name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Family name" }).fill("Lovelace");
  await page.getByRole("button", { name: "Create account" }).click();
  // The service answers "2 validation errors detected: Value at 'username' failed to satisfy constraint: ...".
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Enter your e-mail address.");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/^Enter a new password\. Your password needs:/);
  await page.getByRole("textbox", { name: "Email" }).fill("not-an-address");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  // The service answers "Username should be an email.".
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Enter a valid e-mail address, such as name@example.com.");
  await expect(page.getByText(/validation error|Username should be/)).toHaveCount(0);
});

test("Resend sends a new code, and the new code confirms", async ({ page }) => {
  const email = uniqueEmail("resend");
  await signUp(page, email);
  await readLatestCode(email);
  const sent = countCodes(email);
  await page.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByText("Verification code resent successfully!")).toBeVisible();
  await enterConfirmationCode(page, await readLatestCode(email, "Confirmation code", sent));
  await expect(page.getByText("email successfully Confirmed!")).toBeVisible();
});

test("a wrong password shows the service's message and stores nothing", async ({ page, baseURL }) => {
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("wrong-password"));
  await page.goto("/auth/login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Not-The-Password-1!");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Incorrect username or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  expect(Object.values(await storedSession(page))).toEqual([null, null, null, null]);
});

test("forgot password: a code by e-mail, then a new password that logs in", async ({ page, baseURL }) => {
  const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("forgot"));
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  // The login form has an Email field too: wait for the new page before typing.
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send reset code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await page.getByRole("textbox", { name: "Reset code" }).fill(await readLatestCode(email, "Password reset code"));
  const newPassword = "Another-Secret-7?";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password reset successfully. Please log in.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  await logInThroughConsole(page, email, newPassword);
});

test.describe("an expired session", () => {
  const TWO_HOURS_MS = 2 * 3600 * 1000;

  test("is renewed with the refresh token on the next route", async ({ page, baseURL }) => {
    const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("renew"));
    await page.clock.install();
    await logInThroughConsole(page, email, PASSWORD);
    const before = (await storedSession(page)).accessToken;
    await page.clock.setSystemTime(Date.now() + TWO_HOURS_MS);
    await page.goto("/ai-hub/datasets");
    // The server HTML shows the page before the guard runs: wait for the renewed token itself.
    await expect.poll(async () => (await storedSession(page)).accessToken ?? before).not.toBe(before);
    await expect(page.getByRole("heading", { level: 1, name: "Datasets" })).toBeVisible();
    await expect(page).toHaveURL(/\/ai-hub\/datasets\/?$/);
  });

  test("goes to login when the refresh token has been revoked", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const { email } = await createConfirmedUser(baseURL as string, uniqueEmail("expired"));
    await page.clock.install();
    await logInThroughConsole(page, email, PASSWORD);
    const { accessToken } = await libraryTokens(page);
    // Signed out everywhere else: the refresh token is refused from now on.
    expect((await callIdentity(baseURL as string, "GlobalSignOut", { AccessToken: accessToken })).status).toBe(200);
    await page.clock.setSystemTime(Date.now() + TWO_HOURS_MS);
    await page.goto("/ai-hub/datasets");
    // The identity library retries a refused refresh for about six seconds before it gives up.
    await expect(page).toHaveURL(/\/auth\/login\/?\?next=%2Fai-hub%2Fdatasets(%2F)?$/, { timeout: 20_000 });
    expect((await storedSession(page)).accessToken).toBeNull();
  });
});
