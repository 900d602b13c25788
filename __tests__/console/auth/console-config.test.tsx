import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfigGate } from "../../../src/config/config-gate";
import { checkConsoleConfig, ConsoleConfigError } from "../../../src/config/console-config-check";
import { forgetConsoleConfig, loadConsoleConfig } from "../../../src/config/load-console-config";
import { installNetworkEdge, removeNetworkEdge, TEST_CONFIG } from "./support/network-edge";

function configWith(identity: Record<string, unknown>): unknown {
  return { apiBaseUrl: "/api", identity: { ...TEST_CONFIG.identity, ...identity } };
}

function checkError(value: unknown): ConsoleConfigError {
  try {
    checkConsoleConfig(value);
  } catch (error) {
    if (error instanceof ConsoleConfigError) return error;
    throw error;
  }
  throw new Error("expected the check to fail");
}

describe("checkConsoleConfig", () => {
  it("accepts the embedded service's config and an AWS Cognito one without endpoint", () => {
    expect(checkConsoleConfig(TEST_CONFIG)).toEqual(TEST_CONFIG);
    const aws = configWith({ endpoint: undefined, userPoolId: "eu-west-1_AbC123", authFlow: "USER_SRP_AUTH" });
    expect(checkConsoleConfig(aws).identity.endpoint).toBeUndefined();
  });

  it.each([
    ["a missing pool id", { userPoolId: undefined }],
    ["an empty pool id", { userPoolId: "" }],
    ["a missing client id", { clientId: undefined }],
  ])("words %s as the identity library does", (_case, identity) => {
    const error = checkError(configWith(identity));
    expect(error.message).toBe("Both UserPoolId and ClientId are required.");
    expect(error.fault).toBe("invalid");
  });

  it.each([
    ["without an underscore", "localpool"],
    ["with a character outside the rule", "eu-west-1_Ab.c"],
    ["longer than 55 characters", `eu-west-1_${"a".repeat(50)}`],
  ])("rejects a pool id %s as the identity library does", (_case, userPoolId) => {
    expect(checkError(configWith({ userPoolId })).message).toBe("Invalid UserPoolId format.");
  });

  it("keeps the gRPC endpoint when there is one, and refuses one without host, port or tls", () => {
    const grpc = { host: "vdb.example.com", port: 6334, tls: true };
    expect(checkConsoleConfig({ ...TEST_CONFIG, grpc })).toEqual({ ...TEST_CONFIG, grpc });
    for (const wrong of [{ host: "", port: 6334, tls: false }, { host: "x", port: 70_000, tls: false }, { host: "x", port: 6334 }, "x:6334"]) {
      expect(checkError({ ...TEST_CONFIG, grpc: wrong }).message).toBe("grpc must give the gRPC endpoint's host, port (1 to 65535) and tls, or be left out.");
    }
  });

  it("names the other faults", () => {
    expect(checkError(null).message).toBe("config.json must hold a JSON object.");
    expect(checkError({ identity: TEST_CONFIG.identity }).message).toMatch(/^apiBaseUrl must name/);
    expect(checkError(configWith({ authFlow: "CUSTOM_AUTH" })).message).toBe("identity.authFlow must be one of USER_SRP_AUTH, USER_PASSWORD_AUTH.");
    expect(checkError(configWith({ endpoint: "ftp://x" })).message).toMatch(/^identity.endpoint must be an http\(s\) URL/);
  });
});

describe("loading config.json", () => {
  beforeEach(() => forgetConsoleConfig());
  afterEach(() => removeNetworkEdge());

  it("fetches it once, revalidated, for every caller", async () => {
    const edge = installNetworkEdge(() => ({ body: {} }));
    const [a, b] = await Promise.all([loadConsoleConfig(), loadConsoleConfig()]);
    expect(a).toEqual(TEST_CONFIG);
    expect(b).toBe(a);
    expect(edge.configRequests).toBe(1);
    expect(jest.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ cache: "no-cache" });
  });

  it("fetches again after a failure", async () => {
    const edge = installNetworkEdge(() => ({ body: {} }));
    edge.config = "network-error";
    await expect(loadConsoleConfig()).rejects.toMatchObject({ fault: "unreachable", message: "config.json could not be loaded." });
    edge.config = { status: 200, body: TEST_CONFIG };
    await expect(loadConsoleConfig()).resolves.toEqual(TEST_CONFIG);
    expect(edge.configRequests).toBe(2);
  });

  it("reports an HTTP error", async () => {
    const edge = installNetworkEdge(() => ({ body: {} }));
    edge.config = { status: 404, body: null };
    await expect(loadConsoleConfig()).rejects.toMatchObject({ fault: "unreachable", message: "config.json answered HTTP 404." });
  });
});

describe("ConfigGate", () => {
  beforeEach(() => forgetConsoleConfig());
  afterEach(() => removeNetworkEdge());

  it("shows the page once config.json is good", async () => {
    installNetworkEdge(() => ({ body: {} }));
    render(<ConfigGate>{<h1>Login</h1>}</ConfigGate>);
    expect(screen.getByRole("heading", { name: "Login" })).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByRole("heading", { name: "Login" })).toBeInTheDocument();
  });

  it("replaces the page with the configuration error for a wrong pool id, without a retry", async () => {
    const edge = installNetworkEdge(() => ({ body: {} }));
    edge.config = { status: 200, body: configWith({ userPoolId: "no-underscore" }) };
    render(<ConfigGate>{<h1>Login</h1>}</ConfigGate>);
    expect(await screen.findByRole("heading", { level: 1, name: "The console is not configured" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid UserPoolId format.");
    expect(screen.getByRole("alert")).toHaveTextContent("identity.userPoolId looks like <region>_<id>");
    expect(screen.queryByRole("heading", { name: "Login" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("shows a missing pool id in the library's words", async () => {
    const edge = installNetworkEdge(() => ({ body: {} }));
    edge.config = { status: 200, body: configWith({ userPoolId: undefined }) };
    render(<ConfigGate>{<h1>Login</h1>}</ConfigGate>);
    expect(await screen.findByText("Both UserPoolId and ClientId are required.")).toBeInTheDocument();
  });

  it("offers a retry when config.json cannot be fetched, and recovers", async () => {
    const user = userEvent.setup();
    const edge = installNetworkEdge(() => ({ body: {} }));
    edge.config = "network-error";
    render(<ConfigGate>{<h1>Login</h1>}</ConfigGate>);
    expect(await screen.findByText("config.json could not be loaded.")).toBeInTheDocument();
    edge.config = { status: 200, body: TEST_CONFIG };
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
