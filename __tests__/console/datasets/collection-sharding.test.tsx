// A collection with custom sharding says so in its overview and lists its
// shard keys (strings quoted, numbers not; none yet; loading; failed); one
// without says nothing of sharding and asks for no shard keys.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import DatasetsPage from "../../../src/areas/datasets/datasets-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceAnswer, type ServiceEdge } from "../support/service-edge";
import { answerVectorCounts } from "../support/vector-counts";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

function customInfo() {
  const info = collectionInfo({ points: 0 });
  info.config.params.sharding_method = "custom";
  return info;
}

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("GET /collections/docs", qdrantOk(customInfo()));
  edge.route("POST /collections/docs/points/scroll", qdrantOk({ points: [], next_page_offset: null }));
  edge.route("POST /collections/docs/points/count", answerVectorCounts({ "": 0 }));
});

afterEach(() => removeToasts());

function openCollection() {
  renderConsole(<DatasetsPage location={{ pathname: "/ai-hub/datasets/docs" }} />);
}

async function overview() {
  openCollection();
  return screen.findByRole("region", { name: "Collection info" });
}

it("shows custom sharding in the overview", async () => {
  edge.route("GET /collections/docs/shards", qdrantOk({ shard_keys: [] }));
  expect(within(await overview()).getByText("Sharding").nextSibling).toHaveTextContent("custom (by shard key)");
}, 20_000);

it("lists the shard keys, strings quoted and numbers bare", async () => {
  edge.route("GET /collections/docs/shards", qdrantOk({ shard_keys: [{ key: "tenant-a" }, { key: 7 }, { key: "7" }] }));
  openCollection();
  const section = await screen.findByRole("region", { name: "Shard keys" });
  const keys = await within(section).findByRole("list", { name: "Shard keys" });
  expect(within(keys).getAllByRole("listitem").map((item) => item.textContent)).toEqual(['"tenant-a"', "7", '"7"']);
  expect(within(keys).getByText("7")).toHaveAttribute("title", "A number key");
  expect(within(keys).getByText('"7"')).toHaveAttribute("title", "A string key");
}, 20_000);

it("says how to create a shard key when there is none yet", async () => {
  edge.route("GET /collections/docs/shards", qdrantOk({ shard_keys: [] }));
  openCollection();
  const section = await screen.findByRole("region", { name: "Shard keys" });
  expect(await within(section).findByText("No shard keys yet: create one with PUT /collections/docs/shards")).toBeInTheDocument();
  expect(within(section).queryByRole("list")).toBeNull();
}, 20_000);

it("shows the shard keys loading until the service answers", async () => {
  let answer: (answer: ServiceAnswer) => void = () => undefined;
  edge.route("GET /collections/docs/shards", () => new Promise<ServiceAnswer>((resolve) => (answer = resolve)));
  openCollection();
  const section = await screen.findByRole("region", { name: "Shard keys" });
  expect(within(section).getByRole("progressbar", { name: "Loading the shard keys" })).toBeInTheDocument();
  answer(qdrantOk({ shard_keys: [{ key: "tenant-a" }] }));
  expect(await within(section).findByText('"tenant-a"')).toBeInTheDocument();
  expect(within(section).queryByRole("progressbar")).toBeNull();
}, 20_000);

it("says the shard keys could not be loaded, with the service's message, and asks again on Retry", async () => {
  const user = userEvent.setup();
  edge.route("GET /collections/docs/shards", qdrantError(403, "Forbidden: this API key may not read docs"));
  openCollection();
  const section = await screen.findByRole("region", { name: "Shard keys" });
  const alert = await within(section).findByRole("alert");
  expect(alert).toHaveTextContent("The shard keys could not be loaded");
  expect(alert).toHaveTextContent("Forbidden: this API key may not read docs");
  expect(screen.getByRole("region", { name: "Collection info" })).toBeInTheDocument();
  edge.route("GET /collections/docs/shards", qdrantOk({ shard_keys: [{ key: 7 }] }));
  await user.click(within(alert).getByRole("button", { name: "Retry" }));
  expect(await within(section).findByText("7")).toBeInTheDocument();
}, 20_000);

it("says nothing of sharding for a collection sharded automatically", async () => {
  edge.route("GET /collections/docs", qdrantOk(collectionInfo({ points: 0 })));
  const region = await overview();
  expect(within(region).queryByText("Sharding")).toBeNull();
  expect(screen.queryByRole("region", { name: "Shard keys" })).toBeNull();
  expect(edge.calls("GET /collections/docs/shards")).toHaveLength(0);
}, 20_000);
