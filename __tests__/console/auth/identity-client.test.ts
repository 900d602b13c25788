// The identity client over the unmodified amazon-cognito-identity-js, against
// Cognito-protocol answers at the fetch edge.
import * as identity from "../../../src/identity/identity-client";
import { forgetConsoleConfig } from "../../../src/config/load-console-config";
import { libraryKeys, makeTokenSet, seedLibrarySession } from "./support/identity-tokens";
import { cognitoError, installNetworkEdge, removeNetworkEdge, type IdentityHandler } from "./support/network-edge";

const unexpected: IdentityHandler = (call) => {
  throw new Error(`unexpected ${call.action}`);
};

beforeEach(() => forgetConsoleConfig());
afterEach(() => {
  removeNetworkEdge();
  jest.useRealTimers();
});

describe("sign-up", () => {
  it("sends the e-mail, password, given and family name", async () => {
    const edge = installNetworkEdge(() => ({
      body: { UserConfirmed: false, UserSub: "sub-1", CodeDeliveryDetails: { Destination: "o***@e***", DeliveryMedium: "EMAIL", AttributeName: "email" } },
    }));
    await expect(identity.signUp("owner@example.com", "Secret-123", "Ada", "Lovelace")).resolves.toEqual({ userConfirmed: false, destination: "o***@e***" });
    expect(edge.identityCalls).toEqual([
      {
        action: "SignUp",
        body: expect.objectContaining({
          ClientId: "vdbcloudconsole",
          Username: "owner@example.com",
          Password: "Secret-123",
          UserAttributes: [
            { Name: "given_name", Value: "Ada" },
            { Name: "family_name", Value: "Lovelace" },
          ],
        }),
      },
    ]);
  });

  it("confirms with force-alias true and resends the code", async () => {
    const edge = installNetworkEdge(() => ({ body: {} }));
    await identity.confirmSignUp("owner@example.com", "123456");
    await identity.resendConfirmationCode("owner@example.com");
    expect(edge.identityCalls[0]).toEqual({
      action: "ConfirmSignUp",
      body: expect.objectContaining({ Username: "owner@example.com", ConfirmationCode: "123456", ForceAliasCreation: true }),
    });
    expect(edge.identityCalls[1]).toEqual({ action: "ResendConfirmationCode", body: expect.objectContaining({ Username: "owner@example.com" }) });
  });

  it("rejects with the service's code and message", async () => {
    installNetworkEdge(() => cognitoError("UsernameExistsException", "An account with the given email already exists."));
    await expect(identity.signUp("owner@example.com", "Secret-123", "Ada", "Lovelace")).rejects.toMatchObject({
      name: "IdentityError",
      code: "UsernameExistsException",
      message: "An account with the given email already exists.",
    });
  });

  it("reports a network failure as NetworkError", async () => {
    installNetworkEdge(() => "network-error");
    await expect(identity.confirmSignUp("owner@example.com", "1")).rejects.toMatchObject({ code: "NetworkError", message: "Network error" });
  });
});

describe("sign-in (USER_PASSWORD_AUTH from config.json)", () => {
  it("returns the session's tokens and caches them for the library", async () => {
    const tokens = makeTokenSet();
    const edge = installNetworkEdge(() => ({ body: { AuthenticationResult: tokens, ChallengeParameters: {} } }));
    const result = await identity.signIn("owner@example.com", "Secret-123");
    expect(result).toEqual({ kind: "signedIn", tokens: { idToken: tokens.IdToken, accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken } });
    expect(edge.identityCalls[0]).toEqual({
      action: "InitiateAuth",
      body: expect.objectContaining({ AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: expect.objectContaining({ USERNAME: "owner@example.com", PASSWORD: "Secret-123" }) }),
    });
    expect(libraryKeys()).toEqual(expect.arrayContaining(["CognitoIdentityServiceProvider.vdbcloudconsole.LastAuthUser"]));
  });

  it("rejects a wrong password with the service's message", async () => {
    installNetworkEdge(() => cognitoError("NotAuthorizedException", "Incorrect username or password."));
    await expect(identity.signIn("owner@example.com", "wrong")).rejects.toMatchObject({ code: "NotAuthorizedException", message: "Incorrect username or password." });
  });

  it("answers NEW_PASSWORD_REQUIRED, then completes with the new password", async () => {
    const tokens = makeTokenSet();
    const edge = installNetworkEdge(({ action }) =>
      action === "InitiateAuth"
        ? { body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: "challenge-1", ChallengeParameters: { USER_ID_FOR_SRP: "sub-1", userAttributes: "{}", requiredAttributes: "[]" } } }
        : { body: { AuthenticationResult: tokens } },
    );
    // The account has no name yet: the screen asks for it.
    await expect(identity.signIn("member@example.com", "Temp-123")).resolves.toEqual({ kind: "newPasswordRequired", isNameMissing: true });
    await expect(identity.completeNewPassword("Mine-456!")).resolves.toMatchObject({ kind: "signedIn" });
    expect(edge.identityCalls[1]).toEqual({
      action: "RespondToAuthChallenge",
      body: expect.objectContaining({ ChallengeName: "NEW_PASSWORD_REQUIRED", Session: "challenge-1", ChallengeResponses: expect.objectContaining({ NEW_PASSWORD: "Mine-456!" }) }),
    });
  });

  it("sends the invitee's name with the new password, when the account has none", async () => {
    const tokens = makeTokenSet();
    const edge = installNetworkEdge(({ action }) =>
      action === "InitiateAuth"
        ? { body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: "challenge-2", ChallengeParameters: { USER_ID_FOR_SRP: "sub-2", userAttributes: '{"email":"grace@example.com","given_name":"Grace","family_name":"Hopper"}', requiredAttributes: "[]" } } }
        : { body: { AuthenticationResult: tokens } },
    );
    await expect(identity.signIn("grace@example.com", "Temp-123")).resolves.toEqual({ kind: "newPasswordRequired", isNameMissing: false });
    await identity.completeNewPassword("Mine-456!", { givenName: "Grace", familyName: "Hopper" });
    expect(edge.identityCalls[1]?.body).toMatchObject({ ChallengeResponses: { NEW_PASSWORD: "Mine-456!", "userAttributes.given_name": "Grace", "userAttributes.family_name": "Hopper" } });
  });

  it("words an empty new password as the library does", async () => {
    installNetworkEdge(({ action }) =>
      action === "InitiateAuth"
        ? { body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: "s", ChallengeParameters: { userAttributes: "{}", requiredAttributes: "[]" } } }
        : unexpected({ action, body: {} }),
    );
    await identity.signIn("member@example.com", "Temp-123");
    await expect(identity.completeNewPassword("")).rejects.toMatchObject({ message: "New password is required." });
  });

  it("asks for the authenticator code, choosing TOTP when asked to choose", async () => {
    const tokens = makeTokenSet();
    const edge = installNetworkEdge(({ action, body }) => {
      if (action === "InitiateAuth") return { body: { ChallengeName: "SELECT_MFA_TYPE", Session: "s1", ChallengeParameters: {} } };
      if ((body.ChallengeName as string) === "SELECT_MFA_TYPE") return { body: { ChallengeName: "SOFTWARE_TOKEN_MFA", Session: "s2", ChallengeParameters: {} } };
      return { body: { AuthenticationResult: tokens } };
    });
    await expect(identity.signIn("owner@example.com", "Secret-123")).resolves.toEqual({ kind: "totpRequired" });
    await expect(identity.sendTotpCode("654321")).resolves.toMatchObject({ kind: "signedIn" });
    expect(edge.identityCalls[1]?.body).toMatchObject({ ChallengeName: "SELECT_MFA_TYPE", ChallengeResponses: { ANSWER: "SOFTWARE_TOKEN_MFA" } });
    expect(edge.identityCalls[2]?.body).toMatchObject({ ChallengeName: "SOFTWARE_TOKEN_MFA", Session: "s2", ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: "654321" } });
  });
});

describe("password recovery", () => {
  it("sends a code, then the code and the new password", async () => {
    const edge = installNetworkEdge(({ action }) => ({ body: action === "ForgotPassword" ? { CodeDeliveryDetails: { Destination: "o***@e***" } } : {} }));
    await expect(identity.forgotPassword("owner@example.com")).resolves.toBe("o***@e***");
    await identity.confirmPassword("owner@example.com", "123456", "New-Secret-1");
    expect(edge.identityCalls[1]).toEqual({
      action: "ConfirmForgotPassword",
      body: expect.objectContaining({ Username: "owner@example.com", ConfirmationCode: "123456", Password: "New-Secret-1" }),
    });
  });

  it("hands the service's message to the caller", async () => {
    installNetworkEdge(() => cognitoError("LimitExceededException", "Attempt limit exceeded, please try after some time."));
    await expect(identity.forgotPassword("owner@example.com")).rejects.toThrow("Attempt limit exceeded, please try after some time.");
  });
});

describe("session", () => {
  it("uses the cached session while it is valid, without a request", async () => {
    const tokens = makeTokenSet();
    seedLibrarySession(tokens);
    const edge = installNetworkEdge(unexpected);
    await expect(identity.getSession()).resolves.toMatchObject({ idToken: tokens.IdToken });
    expect(edge.identityCalls).toEqual([]);
  });

  it("refreshes an expired session with the refresh token", async () => {
    seedLibrarySession(makeTokenSet({ lifetimeSeconds: -60 }));
    // Cognito sends no new refresh token on a refresh; the library keeps the old one.
    const { RefreshToken: _unused, ...renewed } = makeTokenSet({ serial: 2 });
    const edge = installNetworkEdge(() => ({ body: { AuthenticationResult: renewed } }));
    await expect(identity.getSession()).resolves.toEqual({ idToken: renewed.IdToken, accessToken: renewed.AccessToken, refreshToken: "refresh-1" });
    expect(edge.identityCalls[0]).toEqual({
      action: "InitiateAuth",
      body: expect.objectContaining({ AuthFlow: "REFRESH_TOKEN_AUTH", AuthParameters: expect.objectContaining({ REFRESH_TOKEN: "refresh-1" }) }),
    });
  });

  it("clears the cached tokens when the refresh is refused", async () => {
    jest.useFakeTimers();
    seedLibrarySession(makeTokenSet({ lifetimeSeconds: -60 }));
    installNetworkEdge(() => cognitoError("NotAuthorizedException", "Refresh Token has been revoked"));
    const session = identity.getSession();
    const outcome = expect(session).rejects.toMatchObject({ code: "NotAuthorizedException" });
    // The library retries the refresh on its own backoff before it gives up.
    await jest.advanceTimersByTimeAsync(10_000);
    await outcome;
    expect(libraryKeys().filter((key) => key.endsWith("idToken") || key.endsWith("refreshToken"))).toEqual([]);
  });

  it("says there is no session when the library holds none", async () => {
    installNetworkEdge(unexpected);
    await expect(identity.getSession()).rejects.toMatchObject({ message: "User is not authenticated" });
  });
});

describe("sign-out", () => {
  it("revokes the refresh token and clears the cached tokens", async () => {
    seedLibrarySession(makeTokenSet());
    const edge = installNetworkEdge(() => ({ body: {} }));
    await identity.signOut();
    expect(edge.identityCalls).toEqual([{ action: "RevokeToken", body: { Token: "refresh-1", ClientId: "vdbcloudconsole" } }]);
    expect(libraryKeys()).toEqual([]);
  });

  it("clears the cached tokens even when the revocation fails", async () => {
    jest.useFakeTimers();
    seedLibrarySession(makeTokenSet());
    const edge = installNetworkEdge(() => cognitoError("InternalErrorException", "down"));
    const done = expect(identity.signOut()).rejects.toMatchObject({ code: "InternalErrorException" });
    await jest.advanceTimersByTimeAsync(60_000);
    await done;
    // The library's own retries of RevokeToken, and no second sign-out on top.
    expect(new Set(edge.actions())).toEqual(new Set(["RevokeToken"]));
    expect(edge.identityCalls.length).toBeGreaterThan(1);
    expect(edge.identityCalls.length).toBeLessThanOrEqual(7);
    expect(libraryKeys()).toEqual([]);
  });

  it("retries on the backoff schedule when the session cannot be fetched", async () => {
    jest.useFakeTimers();
    seedLibrarySession(makeTokenSet({ lifetimeSeconds: -60 }));
    const renewed = makeTokenSet({ serial: 2, lifetimeSeconds: 7200 });
    let refreshes = 0;
    const edge = installNetworkEdge(({ action }) => {
      if (action === "InitiateAuth") return (refreshes += 1) <= 6 ? "network-error" : { body: { AuthenticationResult: renewed } };
      return { body: {} };
    });
    const done = identity.signOut();
    await jest.advanceTimersByTimeAsync(30_000);
    await done;
    expect(edge.actions().at(-1)).toBe("RevokeToken");
    expect(libraryKeys()).toEqual([]);
  });

  it("does nothing when the library holds no session", async () => {
    const edge = installNetworkEdge(unexpected);
    await identity.signOut();
    expect(edge.identityCalls).toEqual([]);
  });
});
