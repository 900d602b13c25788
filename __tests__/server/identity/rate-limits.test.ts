// Rate limits on sign-in, code checks and code sends: per user name (known or
// not, so the limit reveals nothing) and per address, counted in the store so
// a restarted service still enforces them.
import { openTestStore, type TestStore } from "../support/stores";
import { readLatestCode } from "../../../server/mail/outbox";
import { ConsoleClient, failureOf } from "./helpers/cognito-client";
import { callAction, newEmail, PASSWORD, startIdentityServer, type IdentityServer } from "./helpers/identity-server";

// Several argon2 hashes and SRP exchanges per test, on 2 busy cores.
jest.setTimeout(30_000);

const tooMany = { code: "TooManyRequestsException", message: "Too many requests" };
const attemptLimit = { __type: "LimitExceededException", message: "Attempt limit exceeded, please try after some time." };
const limits = {
  signInFailuresPerUser: { limit: 3, windowSeconds: 600 },
  codeFailuresPerUser: { limit: 3, windowSeconds: 600 },
  codeSendsPerUser: { limit: 3, windowSeconds: 600 },
};

let testStore: TestStore;
let server: IdentityServer;
beforeAll(async () => {
  testStore = await openTestStore("pglite");
  server = await startIdentityServer(testStore.store, { limits });
}, 60_000);
afterAll(async () => {
  await server.close();
  await testStore.remove();
});

async function confirmedUser(): Promise<string> {
  const client = new ConsoleClient(server.endpoint);
  const email = newEmail("limited");
  await client.signUp(email, PASSWORD);
  await client.confirm(email, (await readLatestCode(server, email, "signup")) ?? "");
  return email;
}

it("stops sign-in for a user name after repeated failures, even with the right password, and after a restart", async () => {
  const email = await confirmedUser();
  const client = new ConsoleClient(server.endpoint);
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await failureOf(client.signIn(email, "Wrong-Passw0rd!"))).code).toBe("NotAuthorizedException");
  expect(await failureOf(client.signIn(email, PASSWORD))).toEqual(tooMany);
  expect(await failureOf(client.signIn(email, PASSWORD, "USER_PASSWORD_AUTH"))).toEqual(tooMany);

  const restarted = await startIdentityServer(testStore.store, { limits, dataDir: server.dataDir });
  try {
    expect(await failureOf(new ConsoleClient(restarted.endpoint).signIn(email, PASSWORD))).toEqual(tooMany);
  } finally {
    await restarted.close();
  }
});

it("limits an unknown user name the same way", async () => {
  const nobody = newEmail("nobody");
  const client = new ConsoleClient(server.endpoint);
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await failureOf(client.signIn(nobody, PASSWORD, "USER_PASSWORD_AUTH"))).code).toBe("NotAuthorizedException");
  expect(await failureOf(client.signIn(nobody, PASSWORD, "USER_PASSWORD_AUTH"))).toEqual(tooMany);
});

it("limits code checks per user name across fresh codes", async () => {
  const email = newEmail("codes");
  await new ConsoleClient(server.endpoint).signUp(email, PASSWORD);
  const confirm = (code: string) => callAction(server, "ConfirmSignUp", { ClientId: "vdbcloudconsole", Username: email, ConfirmationCode: code });
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await confirm("999999x")).body.__type).toBe("CodeMismatchException");
  expect((await confirm((await readLatestCode(server, email, "signup")) ?? "")).body).toEqual(attemptLimit);
});

it("limits how many codes are sent to one user name", async () => {
  const email = newEmail("sends");
  const forgot = () => callAction(server, "ForgotPassword", { ClientId: "vdbcloudconsole", Username: email });
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgot()).status).toBe(200);
  expect((await forgot()).body).toEqual(attemptLimit);
});

it("limits sign-in attempts per client address", async () => {
  const strict = await startIdentityServer(testStore.store, { limits: { signInPerAddress: { limit: 2, windowSeconds: 600 } }, dataDir: server.dataDir });
  try {
    const client = new ConsoleClient(strict.endpoint);
    // Earlier tests of this file already used this address's window up on the same store.
    const failures = [];
    for (let attempt = 0; attempt < 3; attempt += 1) failures.push(await failureOf(client.signIn(newEmail(), PASSWORD, "USER_PASSWORD_AUTH")));
    expect(failures.at(-1)).toEqual(tooMany);
  } finally {
    await strict.close();
  }
});
