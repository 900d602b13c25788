// TOTP set-up and sign-in (SOFTWARE_TOKEN_MFA, SELECT_MFA_TYPE, MFA_SETUP) and an
// invited member's NEW_PASSWORD_REQUIRED, driven by amazon-cognito-identity-js.
import { eq } from "drizzle-orm";
import { identityUsers } from "../../../server/db/schema/identity";
import { generateTotp } from "../../../server/identity/crypto/totp";
import { inviteUser } from "../../../server/identity/invite-user";
import { readLatestCode, readLatestMessage } from "../../../server/mail/outbox";
import { openTestStore, type TestStore } from "../support/stores";
import { ConsoleClient, failureOf } from "./helpers/cognito-client";
import { newEmail, PASSWORD, startIdentityServer, type IdentityServer } from "./helpers/identity-server";

// Several argon2 hashes and SRP exchanges per test, on 2 busy cores.
jest.setTimeout(30_000);

let testStore: TestStore;
let server: IdentityServer;
let strictServer: IdentityServer;
beforeAll(async () => {
  testStore = await openTestStore("pglite");
  server = await startIdentityServer(testStore.store);
  // The same pool with MFA required: users without TOTP must set it up at sign-in.
  strictServer = await startIdentityServer(testStore.store, { mfa: "ON", dataDir: server.dataDir });
}, 60_000);
afterAll(async () => {
  await server.close();
  await strictServer.close();
  await testStore.remove();
});

/** The code of the next time step: each step's code is accepted once. */
const laterCode = (secret: string) => generateTotp(secret, Date.now() + 30_000);

async function signedInUser(target: IdentityServer = server): Promise<{ client: ConsoleClient; email: string }> {
  const client = new ConsoleClient(target.endpoint);
  const email = newEmail("mfa");
  await client.signUp(email, PASSWORD);
  await client.confirm(email, (await readLatestCode(target, email, "signup")) ?? "");
  return { client, email };
}

async function withTotp(preferred: boolean) {
  const { client, email } = await signedInUser();
  await client.signInToSession(email, PASSWORD);
  const secret = await client.associateTotp();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await failureOf(client.verifyTotp(generateTotp(secret) === "000000" ? "111111" : "000000"))).toEqual({
    code: "EnableSoftwareTokenMFAException",
    message: "Code mismatch",
  });
  await client.verifyTotp(generateTotp(secret));
  await client.setTotpPreference(true, preferred);
  return { client, email, secret };
}

it("asks for the authenticator code once TOTP is on, and refuses a wrong or replayed one", async () => {
  const { client, email, secret } = await withTotp(true);
  expect(await client.userData()).toMatchObject({ PreferredMfaSetting: "SOFTWARE_TOKEN_MFA", UserMFASettingList: ["SOFTWARE_TOKEN_MFA"] });

  const outcome = await client.signIn(email, PASSWORD);
  expect(outcome).toMatchObject({ kind: "totpRequired" });
  const wrong = laterCode(secret) === "000000" ? "111111" : "000000";
  expect(await failureOf(client.sendTotp(wrong))).toEqual({ code: "CodeMismatchException", message: "Invalid verification code provided, please try again." });
  const code = laterCode(secret);
  expect(await client.sendTotp(code)).toMatchObject({ kind: "session" });

  // The same code again, in a new sign-in: refused.
  await client.signIn(email, PASSWORD);
  expect((await failureOf(client.sendTotp(code))).code).toBe("CodeMismatchException");
});

it("lets the user pick the factor when TOTP is on but not preferred (SELECT_MFA_TYPE)", async () => {
  const { client, email, secret } = await withTotp(false);
  expect(await client.signIn(email, PASSWORD, "USER_PASSWORD_AUTH")).toMatchObject({
    kind: "selectMfaType",
    parameters: { MFAS_CAN_CHOOSE: '["SOFTWARE_TOKEN_MFA"]' },
  });
  expect(await client.selectMfa("SOFTWARE_TOKEN_MFA")).toMatchObject({ kind: "totpRequired" });
  expect(await client.sendTotp(laterCode(secret))).toMatchObject({ kind: "session" });
});

it("turns TOTP off again", async () => {
  const { client, email, secret } = await withTotp(true);
  await client.signIn(email, PASSWORD);
  expect(await client.sendTotp(laterCode(secret))).toMatchObject({ kind: "session" });
  await client.setTotpPreference(false);
  expect(await client.signIn(email, PASSWORD)).toMatchObject({ kind: "session" });
});

it("makes a user set TOTP up during sign-in when the pool requires MFA (MFA_SETUP)", async () => {
  const { client, email } = await signedInUser(strictServer);
  expect(await client.signIn(email, PASSWORD)).toMatchObject({ kind: "mfaSetup", parameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' } });
  const secret = await client.associateTotp();
  const session = await client.verifyTotp(generateTotp(secret));
  expect((session as { isValid(): boolean }).isValid()).toBe(true);
  // From now on the code is asked for.
  expect(await client.signIn(email, PASSWORD)).toMatchObject({ kind: "totpRequired" });
  expect(await client.sendTotp(laterCode(secret))).toMatchObject({ kind: "session" });
});

it("makes an invited member choose a password at the first sign-in (NEW_PASSWORD_REQUIRED)", async () => {
  const email = newEmail("invited");
  const { temporaryPassword } = await inviteUser(server.service, { email, attributes: { given_name: "Alan" } });
  const invitation = await readLatestMessage(server, email, "invite");
  expect(invitation?.text).toContain(temporaryPassword);

  const client = new ConsoleClient(server.endpoint);
  const outcome = await client.signIn(email, temporaryPassword);
  expect(outcome).toMatchObject({ kind: "newPasswordRequired", parameters: { attributes: { email: email.toLowerCase(), given_name: "Alan" }, required: [] } });
  expect(await failureOf(client.completeNewPassword("weak"))).toEqual({
    code: "InvalidPasswordException",
    message: "Password did not conform with policy: Password not long enough",
  });
  // A refused password leaves the challenge open.
  const done = await client.completeNewPassword("Chosen-Passw0rd!", { family_name: "Turing" });
  expect(done).toMatchObject({ kind: "session" });
  expect(await client.attributes()).toMatchObject({ given_name: "Alan", family_name: "Turing", email_verified: "true" });
  expect(await failureOf(client.signIn(email, temporaryPassword))).toEqual({ code: "NotAuthorizedException", message: "Incorrect username or password." });
  await client.signInToSession(email, "Chosen-Passw0rd!");
});

it("refuses a temporary password after seven days", async () => {
  const email = newEmail("late");
  const { temporaryPassword } = await inviteUser(server.service, { email });
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  await server.db.update(identityUsers).set({ updatedAt: eightDaysAgo }).where(eq(identityUsers.email, email.toLowerCase()));
  expect(await failureOf(new ConsoleClient(server.endpoint).signIn(email, temporaryPassword))).toEqual({
    code: "NotAuthorizedException",
    message: "Temporary password has expired and must be reset by an administrator.",
  });
  // A wrong password still says only that.
  expect(await failureOf(new ConsoleClient(server.endpoint).signIn(email, "Wrong-Passw0rd!"))).toEqual({ code: "NotAuthorizedException", message: "Incorrect username or password." });
});
