// Every error a user can cause, with Cognito's exact __type and message, through
// the AWS SDK (names) and the console's client (codes), and the rule that no
// answer tells whether an address is registered.
import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { eq } from "drizzle-orm";
import { identityCodes, identityUsers } from "../../../server/db/schema/identity";
import { readLatestCode } from "../../../server/mail/outbox";
import { ConsoleClient, failureOf } from "./helpers/cognito-client";
import { callAction, newEmail, PASSWORD, identityServerForFile } from "./helpers/identity-server";
import { sdkClient, sdkFailureOf } from "./helpers/sdk-client";

// Several argon2 hashes and SRP exchanges per test, on 2 busy cores.
jest.setTimeout(30_000);

const ClientId = "vdbcloudconsole";
const codeMismatch = { name: "CodeMismatchException", message: "Invalid verification code provided, please try again." };
const incorrect = { code: "NotAuthorizedException", message: "Incorrect username or password." };

const server = identityServerForFile();

const sdk = () => sdkClient(server().endpoint);
const signUp = (email: string, password = PASSWORD) =>
  sdk().send(new SignUpCommand({ ClientId, Username: email, Password: password, UserAttributes: [{ Name: "given_name", Value: "Grace" }] }));

async function confirmedUser(): Promise<string> {
  const email = newEmail();
  await signUp(email);
  await sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: (await readLatestCode(server(), email, "signup")) ?? "" }));
  return email;
}

describe("sign-up errors", () => {
  it("UsernameExistsException for an address already registered, in any case", async () => {
    const email = newEmail();
    await signUp(email);
    expect(await sdkFailureOf(signUp(email.toUpperCase()))).toEqual({ name: "UsernameExistsException", message: "An account with the given email already exists." });
  });

  it.each([
    ["short", "Password did not conform with policy: Password not long enough"],
    ["alllowercase1!", "Password did not conform with policy: Password must have uppercase characters"],
    ["NoSymbols123", "Password did not conform with policy: Password must have symbol characters"],
  ])("InvalidPasswordException for %s", async (password, message) => {
    expect(await sdkFailureOf(signUp(newEmail(), password))).toEqual({ name: "InvalidPasswordException", message });
  });

  it("InvalidParameterException for a username that is not an e-mail, and for missing members", async () => {
    expect(await sdkFailureOf(signUp("not-an-email"))).toEqual({ name: "InvalidParameterException", message: "Username should be an email." });
    const missing = await callAction(server(), "SignUp", { Username: newEmail(), Password: PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      __type: "InvalidParameterException",
      message: "1 validation error detected: Value null at 'clientId' failed to satisfy constraint: Member must not be null",
    });
    const attribute = await callAction(server(), "SignUp", { ClientId, Username: newEmail(), Password: PASSWORD, UserAttributes: [{ Name: "shoe_size", Value: "9" }] });
    expect(attribute.body).toEqual({
      __type: "InvalidParameterException",
      message: "Attributes did not conform to the schema: shoe_size: Attribute does not exist in the schema.",
    });
  });

  it("ResourceNotFoundException for an unknown app client", async () => {
    const reply = await callAction(server(), "SignUp", { ClientId: "someoneelse", Username: newEmail(), Password: PASSWORD });
    expect(reply.body).toEqual({ __type: "ResourceNotFoundException", message: "User pool client someoneelse does not exist." });
  });
});

describe("confirmation codes", () => {
  it("CodeMismatchException for a wrong code, and for an address without an account", async () => {
    const email = newEmail();
    await signUp(email);
    expect(await sdkFailureOf(sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: "000000" })))).toEqual(codeMismatch);
    expect(await sdkFailureOf(sdk().send(new ConfirmSignUpCommand({ ClientId, Username: newEmail(), ConfirmationCode: "000000" })))).toEqual(codeMismatch);
  });

  it("ExpiredCodeException after the code's lifetime", async () => {
    const email = newEmail();
    const { UserSub } = await signUp(email);
    await server().db.update(identityCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(identityCodes.userSub, UserSub ?? ""));
    const code = (await readLatestCode(server(), email, "signup")) ?? "";
    expect(await sdkFailureOf(sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code })))).toEqual({
      name: "ExpiredCodeException",
      message: "Invalid code provided, please request a code again.",
    });
  });

  it("stops a brute force at 5 wrong tries: the right code is refused after them", async () => {
    const email = newEmail();
    await signUp(email);
    const code = (await readLatestCode(server(), email, "signup")) ?? "";
    const wrong = code === "111111" ? "222222" : "111111";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await sdkFailureOf(sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: wrong })))).toEqual(codeMismatch);
    }
    expect(await sdkFailureOf(sdk().send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code })))).toEqual({
      name: "LimitExceededException",
      message: "Attempt limit exceeded, please try after some time.",
    });
  });

  it("a resend invalidates the old code", async () => {
    const client = new ConsoleClient(server().endpoint);
    const email = newEmail();
    await client.signUp(email, PASSWORD);
    const first = (await readLatestCode(server(), email, "signup")) ?? "";
    expect(await client.resendCode(email)).toEqual({ CodeDeliveryDetails: { Destination: "u***@e***", DeliveryMedium: "EMAIL", AttributeName: "email" } });
    const second = (await readLatestCode(server(), email, "signup")) ?? "";
    if (first !== second) expect(await failureOf(client.confirm(email, first))).toEqual({ code: codeMismatch.name, message: codeMismatch.message });
    expect(await client.confirm(email, second)).toBe("SUCCESS");
  });
});

describe("sign-in errors", () => {
  it("answers an unknown user and a wrong password alike, in both flows", async () => {
    const email = await confirmedUser();
    const client = new ConsoleClient(server().endpoint);
    for (const flow of ["USER_SRP_AUTH", "USER_PASSWORD_AUTH"] as const) {
      expect(await failureOf(client.signIn(email, "Wrong-Passw0rd!", flow))).toEqual(incorrect);
      expect(await failureOf(client.signIn(newEmail(), PASSWORD, flow))).toEqual(incorrect);
    }
  });

  it("gives an unknown user a stable, real-looking SRP challenge", async () => {
    const start = (username: string) =>
      callAction(server(), "InitiateAuth", { AuthFlow: "USER_SRP_AUTH", ClientId, AuthParameters: { USERNAME: username, SRP_A: "abcdef0123456789" } });
    const nobody = newEmail();
    const [first, second, real] = await Promise.all([start(nobody), start(nobody), start(await confirmedUser())]);
    const parameters = (reply: { body: Record<string, unknown> }) => reply.body.ChallengeParameters as Record<string, string>;
    expect(Object.keys(parameters(first)).sort()).toEqual(Object.keys(parameters(real)).sort());
    expect(parameters(first).SALT).toBe(parameters(second).SALT);
    expect(parameters(first).USER_ID_FOR_SRP).toBe(parameters(second).USER_ID_FOR_SRP);
    expect(parameters(first).USER_ID_FOR_SRP).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parameters(first).SRP_B).not.toBe(parameters(second).SRP_B);
  });

  it("UserNotConfirmedException only with the right password", async () => {
    const email = newEmail();
    await signUp(email);
    const client = new ConsoleClient(server().endpoint);
    expect(await failureOf(client.signIn(email, PASSWORD, "USER_PASSWORD_AUTH"))).toEqual({ code: "UserNotConfirmedException", message: "User is not confirmed." });
    expect(await failureOf(client.signIn(email, "Wrong-Passw0rd!", "USER_PASSWORD_AUTH"))).toEqual(incorrect);
  });

  it("PasswordResetRequiredException for a user whose password must be reset", async () => {
    const email = await confirmedUser();
    await server().db.update(identityUsers).set({ status: "RESET_REQUIRED" }).where(eq(identityUsers.email, email.toLowerCase()));
    const failure = await sdkFailureOf(sdk().send(new InitiateAuthCommand({ ClientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: email, PASSWORD } })));
    expect(failure).toEqual({ name: "PasswordResetRequiredException", message: "Password reset required for the user" });
  });

  it("InvalidParameterException for a flow this pool does not offer and a missing password", async () => {
    const custom = await callAction(server(), "InitiateAuth", { AuthFlow: "CUSTOM_AUTH", ClientId, AuthParameters: { USERNAME: "a@b.co" } });
    expect(custom.body).toEqual({ __type: "InvalidParameterException", message: "CUSTOM_AUTH flow not enabled for this client" });
    const noPassword = await callAction(server(), "InitiateAuth", { AuthFlow: "USER_PASSWORD_AUTH", ClientId, AuthParameters: { USERNAME: "a@b.co" } });
    expect(noPassword.body).toEqual({ __type: "InvalidParameterException", message: "Missing required parameter PASSWORD" });
  });
});

describe("password reset", () => {
  it("resets with the e-mailed code, and answers unknown addresses the same way", async () => {
    const email = await confirmedUser();
    const known = await sdk().send(new ForgotPasswordCommand({ ClientId, Username: email }));
    const unknown = await sdk().send(new ForgotPasswordCommand({ ClientId, Username: newEmail() }));
    expect(known.CodeDeliveryDetails).toEqual({ Destination: "u***@e***", DeliveryMedium: "EMAIL", AttributeName: "email" });
    expect(unknown.CodeDeliveryDetails).toEqual(known.CodeDeliveryDetails);
    const code = (await readLatestCode(server(), email, "reset")) ?? "";
    expect(await sdkFailureOf(sdk().send(new ConfirmForgotPasswordCommand({ ClientId, Username: email, ConfirmationCode: code, Password: "weak" })))).toEqual({
      name: "InvalidPasswordException",
      message: "Password did not conform with policy: Password not long enough",
    });
    const unknownConfirm = sdk().send(new ConfirmForgotPasswordCommand({ ClientId, Username: newEmail(), ConfirmationCode: code, Password: "N3w-Password!" }));
    expect(await sdkFailureOf(unknownConfirm)).toEqual(codeMismatch);
    await sdk().send(new ConfirmForgotPasswordCommand({ ClientId, Username: email, ConfirmationCode: code, Password: "N3w-Password!" }));
    const client = new ConsoleClient(server().endpoint);
    await client.signInToSession(email, "N3w-Password!");
    expect(await failureOf(client.signIn(email, PASSWORD))).toEqual(incorrect);
  });

  it("answers a resend for an unknown or confirmed address like a real one", async () => {
    const confirmed = await sdk().send(new ResendConfirmationCodeCommand({ ClientId, Username: await confirmedUser() }));
    const unknown = await sdk().send(new ResendConfirmationCodeCommand({ ClientId, Username: newEmail() }));
    expect(unknown.CodeDeliveryDetails).toEqual(confirmed.CodeDeliveryDetails);
  });
});
