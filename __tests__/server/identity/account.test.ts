// What a signed-in user does with their account: profile attributes, a new
// e-mail verified by code, password change, deletion, and devices.
import { ForgetDeviceCommand, UpdateUserAttributesCommand } from "@aws-sdk/client-cognito-identity-provider";
import { readLatestCode } from "../../../server/mail/outbox";
import { ConsoleClient, failureOf } from "./helpers/cognito-client";
import { callAction, newEmail, PASSWORD, identityServerForFile } from "./helpers/identity-server";
import { sdkClient, sdkFailureOf } from "./helpers/sdk-client";

// Several argon2 hashes and SRP exchanges per test, on 2 busy cores.
jest.setTimeout(30_000);

const server = identityServerForFile();

const incorrect = { code: "NotAuthorizedException", message: "Incorrect username or password." };

async function signedIn() {
  const client = new ConsoleClient(server().endpoint);
  const email = newEmail("account");
  await client.signUp(email, PASSWORD);
  await client.confirm(email, (await readLatestCode(server(), email, "signup")) ?? "");
  const session = await client.signInToSession(email, PASSWORD);
  return { client, email, session };
}

it("updates and deletes profile attributes, and keeps the e-mail required", async () => {
  const { client, session } = await signedIn();
  expect(await client.updateAttributes({ given_name: "Grace", family_name: "Hopper" })).toEqual({});
  expect(await client.attributes()).toMatchObject({ given_name: "Grace", family_name: "Hopper" });
  expect(await client.deleteAttributes(["family_name"])).toBe("SUCCESS");
  expect(await client.attributes()).not.toHaveProperty("family_name");
  expect(await failureOf(client.deleteAttributes(["email"]))).toEqual({
    code: "InvalidParameterException",
    message: "Attributes did not conform to the schema: email: Attribute is required",
  });
  const writeSub = sdkClient(server().endpoint).send(
    new UpdateUserAttributesCommand({ AccessToken: session.getAccessToken().getJwtToken(), UserAttributes: [{ Name: "sub", Value: "x" }] }),
  );
  expect(await sdkFailureOf(writeSub)).toEqual({ name: "InvalidParameterException", message: "Attributes did not conform to the schema: sub: Attribute cannot be written." });
});

it("changes the e-mail only once the new address is verified", async () => {
  const { client, email } = await signedIn();
  const next = newEmail("moved");
  expect(await client.updateAttributes({ email: next })).toEqual({
    CodeDeliveryDetailsList: [{ Destination: "m***@e***", DeliveryMedium: "EMAIL", AttributeName: "email" }],
  });
  // Until verified, the old address still signs in and is still the e-mail.
  expect((await client.attributes()).email).toBe(email.toLowerCase());
  expect(await failureOf(client.verifyAttribute("000000"))).toMatchObject({ code: "CodeMismatchException" });
  await client.getVerificationCode();
  expect(await client.verifyAttribute((await readLatestCode(server(), next, "verify_email")) ?? "")).toBe("SUCCESS");
  expect(await client.attributes()).toMatchObject({ email: next.toLowerCase(), email_verified: "true" });
  await new ConsoleClient(server().endpoint).signInToSession(next, PASSWORD);
  expect(await failureOf(new ConsoleClient(server().endpoint).signIn(email, PASSWORD))).toEqual(incorrect);
});

it("refuses a new e-mail that another account already has", async () => {
  const { client } = await signedIn();
  const { email: taken } = await signedIn();
  await client.updateAttributes({ email: taken });
  const failure = await failureOf(client.verifyAttribute((await readLatestCode(server(), taken, "verify_email")) ?? ""));
  expect(failure).toEqual({ code: "AliasExistsException", message: "An account with the given email already exists." });
});

it("changes the password with the current one, ending the user's other sessions", async () => {
  const { client, email, session } = await signedIn();
  const other = await new ConsoleClient(server().endpoint).signInToSession(email, PASSWORD);
  expect(await failureOf(client.changePassword("Wrong-Passw0rd!", "N3w-Passw0rd!"))).toEqual(incorrect);
  expect(await failureOf(client.changePassword(PASSWORD, "weak"))).toEqual({
    code: "InvalidPasswordException",
    message: "Password did not conform with policy: Password not long enough",
  });
  expect(await client.changePassword(PASSWORD, "N3w-Passw0rd!")).toBe("SUCCESS");
  expect((await callAction(server(), "GetUser", { AccessToken: session.getAccessToken().getJwtToken() })).status).toBe(200);
  expect((await callAction(server(), "GetUser", { AccessToken: other.getAccessToken().getJwtToken() })).body).toEqual({
    __type: "NotAuthorizedException",
    message: "Access Token has been revoked",
  });
  await new ConsoleClient(server().endpoint).signInToSession(email, "N3w-Passw0rd!", "USER_PASSWORD_AUTH");
});

it("deletes the user: tokens refused, the address free again", async () => {
  const { client, email, session } = await signedIn();
  expect(await client.deleteUser()).toBe("SUCCESS");
  expect((await callAction(server(), "GetUser", { AccessToken: session.getAccessToken().getJwtToken() })).body).toEqual({
    __type: "NotAuthorizedException",
    message: "Access Token has been revoked",
  });
  expect(await failureOf(new ConsoleClient(server().endpoint).signIn(email, PASSWORD))).toEqual(incorrect);
  await new ConsoleClient(server().endpoint).signUp(email, PASSWORD);
});

it("lists devices page by page, reads, updates and forgets them", async () => {
  const { client, email } = await signedIn();
  await new ConsoleClient(server().endpoint).signInToSession(email, PASSWORD);
  await new ConsoleClient(server().endpoint).signInToSession(email, PASSWORD);
  const first = await client.listDevices(2);
  expect(first.Devices).toHaveLength(2);
  expect(first.PaginationToken).toEqual(expect.any(String));
  const second = await client.listDevices(2, first.PaginationToken);
  expect(second.Devices).toHaveLength(1);
  expect(second.PaginationToken).toBeUndefined();
  expect(new Set([...first.Devices, ...second.Devices].map((device) => device.DeviceKey)).size).toBe(3);

  expect(await client.getDevice()).toMatchObject({
    Device: { DeviceKey: expect.stringMatching(/^local_/), DeviceAttributes: expect.arrayContaining([{ Name: "device_remembered_status", Value: "remembered" }]) },
  });
  expect(await client.setDeviceNotRemembered()).toBe("SUCCESS");
  expect(await client.getDevice()).toMatchObject({
    Device: { DeviceAttributes: expect.arrayContaining([{ Name: "device_remembered_status", Value: "not_remembered" }]) },
  });
  expect(await client.forgetDevice()).toBe("SUCCESS");
  expect((await client.listDevices(10)).Devices).toHaveLength(2);
});

it("signs in again after its remembered device was forgotten elsewhere (the client drops it and retries)", async () => {
  const { client, email, session } = await signedIn();
  const [device] = (await client.listDevices(10)).Devices;
  await sdkClient(server().endpoint).send(new ForgetDeviceCommand({ AccessToken: session.getAccessToken().getJwtToken(), DeviceKey: device?.DeviceKey }));
  const again = await client.signInToSession(email, PASSWORD);
  expect(again.getAccessToken().decodePayload().device_key).toBeUndefined();
  expect((await client.listDevices(10)).Devices).toHaveLength(1);
});
