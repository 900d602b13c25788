// The console's query cache: which failures are asked again, and that a
// change of the signed-in user empties it, so that nobody sees the data of
// the one before.
import { act, screen } from "@testing-library/react";
import { ApiError } from "../../../src/api-client/api-error";
import { shouldRetry } from "../../../src/api-client/query-client";
import { AppShell } from "../../../src/layout/app-shell";
import { setLoggedIn } from "../../../src/session/logged-in";
import type * as GatsbyMock from "../support/gatsby-mock";
import { PROJECT_A, PROJECT_B, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

describe("retries", () => {
  it("never asks again after a 4xx: the answer is the service's", () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, new ApiError(status, "x", "refused"))).toBe(false);
  });

  it("asks twice more when there was no answer or a 5xx", () => {
    for (const error of [new ApiError(0, "NetworkError", "unreachable"), new ApiError(503, "unavailable", "starting"), new Error("chunk failed")]) {
      expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([true, true, false]);
    }
  });
});

describe("signing out and in", () => {
  let edge: ServiceEdge;

  beforeEach(() => {
    edge = installServiceEdge();
  });

  afterEach(() => {
    removeToasts();
    act(() => setLoggedIn(false));
  });

  it("forgets the last user's projects", async () => {
    edge.route("GET /api/auth/me", { status: 200, body: signedInUser([PROJECT_A]) });
    renderConsole(<AppShell pathname="/dashboard">page</AppShell>);
    expect(await screen.findByRole("button", { name: "Project: Default project" })).toBeInTheDocument();

    act(() => setLoggedIn(false));
    expect(screen.getByRole("button", { name: "Project: Loading projects…" })).toBeInTheDocument();

    edge.route("GET /api/auth/me", { status: 200, body: signedInUser([PROJECT_B]) });
    act(() => setLoggedIn(true));
    expect(screen.queryByRole("button", { name: "Project: Default project" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Project: Staging" })).toBeInTheDocument();
    expect(edge.calls("GET /api/auth/me")).toHaveLength(2);
  });
});
