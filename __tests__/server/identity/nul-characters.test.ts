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

  it.each([
    ["/api/auth/login", { email: "\u0000", password: PASSWORD }],
    ["/api/auth/forgot-password", { email: "\u0000" }],
  ])("POST %s answers 400 in /api's shape", async (path, body) => {
    const response = await fetch(`${server().baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error: { code: "bad_request", message: expect.any(String) } } });
  });
});
