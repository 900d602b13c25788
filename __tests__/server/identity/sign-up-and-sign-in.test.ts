// The console's whole path through the identity service, driven by the
// unmodified amazon-cognito-identity-js, on PGlite and on PostgreSQL:
// sign-up → code from the outbox → confirm → SRP and password sign-in →
// refresh → GetUser → revoke → refused.
import { decodeJwt, decodeProtectedHeader } from "jose";
import { readLatestCode } from "../../../server/mail/outbox";
import { describeEachStore } from "../support/stores";
import { ConsoleClient, failureOf } from "./helpers/cognito-client";
import { callAction, newEmail, PASSWORD, startIdentityServer, type IdentityServer } from "./helpers/identity-server";

// Several argon2 hashes and SRP exchanges per test, on 2 busy cores.
jest.setTimeout(30_000);

describeEachStore("identity: sign-up and sign-in", (getStore) => {
  let server: IdentityServer;
  beforeAll(async () => {
    server = await startIdentityServer(getStore());
  });
  afterAll(() => server.close());

  async function confirmedUser(client: ConsoleClient): Promise<string> {
    const email = newEmail();
    await client.signUp(email, PASSWORD);
    const code = await readLatestCode(server, email, "signup");
    await client.confirm(email, code ?? "");
    return email;
  }

  it("signs up, confirms with the e-mailed code, and signs in with SRP", async () => {
    const client = new ConsoleClient(server.endpoint);
    const email = newEmail();
    const signUp = await client.signUp(email, PASSWORD);
    expect(signUp.userConfirmed).toBe(false);
    expect(signUp.userSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(signUp.codeDeliveryDetails).toEqual({ Destination: "u***@e***", DeliveryMedium: "EMAIL", AttributeName: "email" });

    expect(await failureOf(client.signIn(email, PASSWORD))).toEqual({ code: "UserNotConfirmedException", message: "User is not confirmed." });

    const code = await readLatestCode(server, email, "signup");
    expect(code).toMatch(/^\d{6}$/);
    expect(await client.confirm(email, code ?? "")).toBe("SUCCESS");

    const session = await client.signInToSession(email, PASSWORD);
    // After SRP the client's username is the sub (STACK.md).
    expect(client.user?.getUsername()).toBe(signUp.userSub);
    const id = session.getIdToken().decodePayload();
    expect(id).toMatchObject({
      sub: signUp.userSub,
      aud: "vdbcloudconsole",
      iss: "http://localhost:8080/identity/local_vdbcloud",
      token_use: "id",
      "cognito:username": signUp.userSub,
      email: email.toLowerCase(),
      email_verified: true,
      given_name: "Ada",
      family_name: "Lovelace",
      uid: email.toLowerCase(),
    });
    for (const claim of ["auth_time", "iat", "exp", "jti", "origin_jti", "event_id"]) expect(id).toHaveProperty(claim);
    const access = session.getAccessToken().decodePayload();
    expect(access).toMatchObject({
      sub: signUp.userSub,
      client_id: "vdbcloudconsole",
      token_use: "access",
      scope: "aws.cognito.signin.user.admin",
      username: signUp.userSub,
      origin_jti: id.origin_jti,
    });
    expect(access.exp - access.iat).toBe(3600);
    expect(decodeProtectedHeader(session.getIdToken().getJwtToken())).toMatchObject({ alg: "RS256", kid: expect.any(String) });
    expect(session.isValid()).toBe(true);
  });

  it("signs in with USER_PASSWORD_AUTH, and the username stays what was typed", async () => {
    const client = new ConsoleClient(server.endpoint);
    const email = await confirmedUser(client);
    const session = await client.signInToSession(email, PASSWORD, "USER_PASSWORD_AUTH");
    expect(client.user?.getUsername()).toBe(email);
    expect(session.getIdToken().decodePayload().uid).toBe(email.toLowerCase());
    // Case-insensitive e-mail.
    await client.signInToSession(email.toUpperCase(), PASSWORD, "USER_PASSWORD_AUTH");
  });

  it("refreshes, reads the user, revokes on sign-out, and then refuses the old tokens", async () => {
    const client = new ConsoleClient(server.endpoint);
    const email = await confirmedUser(client);
    const session = await client.signInToSession(email, PASSWORD);
    const refreshed = await client.refresh(session);
    expect(refreshed.getIdToken().getJwtToken()).not.toBe(session.getIdToken().getJwtToken());
    expect(refreshed.getRefreshToken().getToken()).toBe(session.getRefreshToken().getToken());
    expect(decodeJwt(refreshed.getAccessToken().getJwtToken()).origin_jti).toBe(session.getAccessToken().decodePayload().origin_jti);
    expect(await client.attributes()).toMatchObject({ email: email.toLowerCase(), email_verified: "true", given_name: "Ada" });

    await client.signOut();
    // The revoked family: refresh and the access token are both refused. (Asked directly: the client
    // retries a failed refresh with backoff for about 5 s before it gives up.)
    const refresh = await callAction(server, "InitiateAuth", {
      AuthFlow: "REFRESH_TOKEN_AUTH",
      ClientId: "vdbcloudconsole",
      AuthParameters: { REFRESH_TOKEN: session.getRefreshToken().getToken() },
    });
    expect(refresh.body).toEqual({ __type: "NotAuthorizedException", message: "Refresh Token has been revoked" });
    const getUser = await callAction(server, "GetUser", { AccessToken: refreshed.getAccessToken().getJwtToken() });
    expect(getUser.body).toEqual({ __type: "NotAuthorizedException", message: "Access Token has been revoked" });
  });

  it("signs in again on a remembered device without offering a new one", async () => {
    const client = new ConsoleClient(server.endpoint);
    const email = await confirmedUser(client);
    await client.signInToSession(email, PASSWORD);
    const devices = await client.listDevices(10);
    expect(devices.Devices).toHaveLength(1);
    const deviceKey = devices.Devices[0]?.DeviceKey;
    const session = await client.signInToSession(email, PASSWORD);
    expect(session.getAccessToken().decodePayload().device_key).toBe(deviceKey);
    expect((await client.listDevices(10)).Devices).toHaveLength(1);
  });
});
