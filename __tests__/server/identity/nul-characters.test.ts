// A NUL character (U+0000) in a username or an e-mail answers the identity
// service's own 400 (Cognito's shape on /identity/, /api's on /api/auth),
// never a 500: PostgreSQL's text cannot hold it. (Found by generated input; issue 9.)
import { callAction, identityServerForFile, PASSWORD } from "./helpers/identity-server";

jest.setTimeout(60_000);

const USERNAME = "a\u0000@x.com";

describe("NUL characters at the identity service", () => {
  const server = identityServerForFile();

  it.each([
    ["SignUp", { Username: USERNAME, Password: PASSWORD, UserAttributes: [{ Name: "email", Value: USERNAME }] }],
    ["InitiateAuth", { AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME, PASSWORD } }],
    ["ForgotPassword", { Username: USERNAME }],
    ["ConfirmSignUp", { Username: USERNAME, ConfirmationCode: "123456" }],
    ["ResendConfirmationCode", { Username: USERNAME }],
  ])("%s answers InvalidParameterException", async (action, body) => {
    const { status, body: reply } = await callAction(server(), action, { ClientId: server().service.clientId, ...body });
    expect({ status, type: (reply as { __type?: string }).__type }).toEqual({ status: 400, type: "InvalidParameterException" });
  });

  it("refuses a body nested 100,000 levels deep as Cognito refuses a body it cannot read, with or without a NUL in it", async () => {
    // Written as text: the body is deeper than JSON.stringify can walk.
    const deep = (value: string) => `${"[".repeat(100_000)}${value}${"]".repeat(100_000)}`;
    const fields = `"ClientId": ${JSON.stringify(server().service.clientId)}, "Username": "a@x.com", "Password": ${JSON.stringify(PASSWORD)}`;
    for (const value of ['"a\\u0000b"', '"ab"']) {
      const answer = await callAction(server(), "SignUp", `{${fields}, "Extra": ${deep(value)}}`);
      expect({ status: answer.status, type: answer.body.__type, message: answer.body.message }).toEqual({ status: 400, type: "SerializationException", message: "Request body is not valid JSON" });
    }
  });

  it.each([
    ["/api/auth/login", { email: "\u0000", password: PASSWORD }],
    ["/api/auth/forgot-password", { email: "\u0000" }],
  ])("POST %s answers 400 in /api's shape", async (path, body) => {
    const response = await fetch(`${server().baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error: { code: "bad_request", message: expect.any(String) } } });
  });
});
