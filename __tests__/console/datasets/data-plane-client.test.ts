import { listCollectionNames } from "../../../src/api-client/collections";
import { dataPlaneBaseUrl, dataPlaneUrl } from "../../../src/api-client/data-plane-url";
import type * as GatsbyMock from "../support/gatsby-mock";
import { installServiceEdge, qdrantError, qdrantOk } from "../support/service-edge";
import { signIn } from "../support/render-console";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

describe("where the data plane is", () => {
  it("is the service's root beside the control plane's /api", () => {
    expect(dataPlaneBaseUrl("/api")).toBe("/");
    expect(dataPlaneBaseUrl("/api/")).toBe("/");
    expect(dataPlaneBaseUrl("https://host/api")).toBe("https://host/");
    expect(dataPlaneBaseUrl("https://host/prefix/api")).toBe("https://host/prefix/");
    expect(dataPlaneBaseUrl("https://api.example.com/v1")).toBe("https://api.example.com/");
    expect(dataPlaneUrl("/api", "http://127.0.0.1:8181")).toBe("http://127.0.0.1:8181");
    expect(dataPlaneUrl("https://host/api", "http://127.0.0.1:8181")).toBe("https://host");
  });
});

describe("a data-plane call", () => {
  it("goes to the service's root with the bearer and the project, and hands back the result", async () => {
    signIn();
    const edge = installServiceEdge();
    edge.route("GET /collections", qdrantOk({ collections: [{ name: "docs" }] }));
    await expect(listCollectionNames("project-1")).resolves.toEqual(["docs"]);
    expect(edge.requests).toEqual([expect.objectContaining({ path: "/collections", projectId: "project-1", authorization: "Bearer id-token-1" })]);
  });

  it("fails with Qdrant's message", async () => {
    signIn();
    const edge = installServiceEdge();
    edge.route("GET /collections", qdrantError(400, "Wrong input: A bearer token needs an X-Project-Id header"));
    await expect(listCollectionNames("project-1")).rejects.toMatchObject({ status: 400, message: "Wrong input: A bearer token needs an X-Project-Id header" });
  });
});
