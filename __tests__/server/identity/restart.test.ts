// A restart (store closed and reopened, service rebuilt) keeps users, the
// signing key and sessions: old tokens stay valid and refresh still works.
import { readLatestCode } from "../../../server/mail/outbox";
import { describeEachStore } from "../support/stores";
import { ConsoleClient } from "./helpers/cognito-client";
import { callAction, newEmail, PASSWORD, startIdentityServer } from "./helpers/identity-server";

// Several argon2 hashes and SRP exchanges per test, on 2 busy cores.
jest.setTimeout(30_000);

describeEachStore("identity: restart", (getStore, { restartStore }) => {
  it("keeps users, keys and sessions", async () => {
    const first = await startIdentityServer(getStore());
    const client = new ConsoleClient(first.endpoint);
    const email = newEmail("restart");
    await client.signUp(email, PASSWORD);
    await client.confirm(email, (await readLatestCode(first, email, "signup")) ?? "");
    const session = await client.signInToSession(email, PASSWORD);
    const kid = first.service.signing.kid;
    await first.close();

    await restartStore();
    const second = await startIdentityServer(getStore(), { dataDir: first.dataDir });
    try {
      expect(second.service.signing.kid).toBe(kid);
      expect((await callAction(second, "GetUser", { AccessToken: session.getAccessToken().getJwtToken() })).status).toBe(200);
      const refresh = await callAction(second, "InitiateAuth", {
        AuthFlow: "REFRESH_TOKEN_AUTH",
        ClientId: "vdbcloudconsole",
        AuthParameters: { REFRESH_TOKEN: session.getRefreshToken().getToken() },
      });
      expect(refresh.status).toBe(200);
      expect(refresh.body.AuthenticationResult).toMatchObject({ IdToken: expect.any(String), AccessToken: expect.any(String), ExpiresIn: 3600 });
      await new ConsoleClient(second.endpoint).signInToSession(email, PASSWORD);
    } finally {
      await second.close();
    }
  });
});
