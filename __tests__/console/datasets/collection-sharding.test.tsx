// A collection with custom sharding says so in its overview; one without does not.
import { screen, within } from "@testing-library/react";
import DatasetsPage from "../../../src/areas/datasets/datasets-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("POST /collections/docs/points/scroll", qdrantOk({ points: [], next_page_offset: null }));
});

afterEach(() => removeToasts());

async function overview() {
  renderConsole(<DatasetsPage location={{ pathname: "/ai-hub/datasets/docs" }} />);
  return screen.findByRole("region", { name: "Collection info" });
}

it("shows custom sharding in the overview", async () => {
  const info = collectionInfo({ points: 0 });
  info.config.params.sharding_method = "custom";
  edge.route("GET /collections/docs", qdrantOk(info));
  expect(within(await overview()).getByText("Sharding").nextSibling).toHaveTextContent("custom (by shard key)");
}, 20_000);

it("says nothing of sharding for a collection sharded automatically", async () => {
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ points: 0 })));
  expect(within(await overview()).queryByText("Sharding")).toBeNull();
}, 20_000);
