// Search and Discovery's discovery (a target and context pairs), ordering by
// a payload key, and results grouped by a payload key: the requests sent, the
// results shown, and the same requests as code.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchPage from "../../../src/areas/search/search-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { collectionInfo, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, qdrantError, qdrantOk, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

let edge: ServiceEdge;

beforeEach(() => {
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  edge.route("GET /collections", qdrantOk({ collections: [{ name: "shop" }] }));
  edge.route("GET /collections/shop", qdrantOk(collectionInfo({ size: 3, points: 6 })));
  edge.route("POST /collections/shop/points/query", qdrantOk({ points: [{ id: 4, version: 1, score: 0.5, payload: { price: 12 } }] }));
});

afterEach(() => removeToasts());

function openSearch() {
  return renderConsole(<SearchPage location={{ pathname: "/ai-hub/vectorSearch", search: "" }} />);
}

it("discovers from a target and context pairs of point ids and vectors, checking each", async () => {
  const user = userEvent.setup();
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Discover" }));
  const target = await screen.findByRole("textbox", { name: "Target" });
  expect(target).toHaveAccessibleDescription(/^A point id, or a JSON array of 3 numbers: the results are nearest to it/);
  const context = screen.getByRole("region", { name: "Context pairs" });
  const first = within(context).getByRole("group", { name: "Context pair 1" });
  await user.type(target, "7");
  await user.type(within(first).getByRole("textbox", { name: "Positive example" }), "1");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(within(first).getByRole("textbox", { name: "Negative example" })).toHaveAccessibleDescription("Enter a point id or a vector");
  expect(edge.calls("POST /collections/shop/points/query")).toHaveLength(0);

  await user.click(within(first).getByRole("textbox", { name: "Negative example" }));
  await user.paste("[0, 0, 1]");
  await user.click(within(context).getByRole("button", { name: "Add context pair" }));
  const second = within(context).getByRole("group", { name: "Context pair 2" });
  expect(within(second).getByRole("textbox", { name: "Positive example" })).toHaveFocus();
  await user.keyboard("2");
  await user.type(within(second).getByRole("textbox", { name: "Negative example" }), "3");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByRole("table", { name: "Results" });
  expect(edge.calls("POST /collections/shop/points/query")[0]?.body).toEqual({
    query: {
      discover: {
        target: 7,
        context: [
          { positive: 1, negative: [0, 0, 1] },
          { positive: 2, negative: 3 },
        ],
      },
    },
    limit: 10,
    with_payload: true,
  });

  await user.clear(target);
  await user.click(screen.getByRole("button", { name: "Search" }));
  await screen.findByText("1 point from shop");
  expect(edge.calls("POST /collections/shop/points/query")[1]?.body).toMatchObject({ query: { context: [{ positive: 1 }, { positive: 2 }] } });
}, 20_000);

it("orders by a payload key, and shows the service's message when it refuses", async () => {
  const user = userEvent.setup();
  edge.route("POST /collections/shop/points/query", qdrantError(400, "Bad request: No range index for `order_by` key: `price`"));
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "Order by" }));
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("textbox", { name: "Order by key" })).toHaveAccessibleDescription("Enter the payload key to order by");
  await user.type(screen.getByRole("textbox", { name: "Order by key" }), "price");
  await user.click(screen.getByRole("combobox", { name: "Direction" }));
  await user.click(screen.getByRole("option", { name: "Lowest first" }));
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The query was refused: Bad request: No range index for `order_by` key: `price`");
  expect(edge.calls("POST /collections/shop/points/query")[0]?.body).toEqual({ query: { order_by: { key: "price", direction: "asc" } }, limit: 10, with_payload: true });

  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  await user.click(within(dialog).getByRole("tab", { name: "Python" }));
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`query=models.OrderByQuery(order_by=models.OrderBy(key="price", direction=models.Direction.ASC)),`);
}, 20_000);

it("groups the results by a payload key, one table per group", async () => {
  const user = userEvent.setup();
  edge.route(
    "POST /collections/shop/points/query/groups",
    qdrantOk({
      groups: [
        { id: "London", hits: [{ id: 1, version: 1, score: 0.9, payload: { city: "London" } }, { id: 3, version: 1, score: 0.7, payload: { city: "London" } }] },
        { id: "Paris", hits: [{ id: 2, version: 1, score: 0.8, payload: { city: "Paris" } }] },
      ],
    }),
  );
  openSearch();
  await user.click(await screen.findByRole("tab", { name: "By point" }));
  await user.type(screen.getByRole("textbox", { name: "Point id" }), "5");
  expect(screen.getByRole("textbox", { name: "Group size" })).toBeDisabled();
  await user.type(screen.getByRole("textbox", { name: "Group by" }), "city");
  expect(screen.getByRole("textbox", { name: "Limit" })).toHaveAccessibleDescription("Groups, 1 to 1000");
  await user.clear(screen.getByRole("textbox", { name: "Group size" }));
  await user.type(screen.getByRole("textbox", { name: "Group size" }), "2");
  await user.click(screen.getByRole("button", { name: "Search" }));

  const groups = await screen.findByRole("list", { name: "Groups" });
  expect(screen.getByText("2 groups of 3 points from shop")).toBeInTheDocument();
  const london = within(groups).getByRole("listitem", { name: "Group London" });
  expect(within(london).getByRole("heading", { name: `"London"` })).toBeInTheDocument();
  expect(within(within(london).getByRole("table", { name: "Results of group London" })).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["1", "3"]);
  expect(within(groups).getByRole("table", { name: "Results of group Paris" })).toBeInTheDocument();
  expect(edge.calls("POST /collections/shop/points/query")).toHaveLength(0);
  expect(edge.calls("POST /collections/shop/points/query/groups")[0]?.body).toEqual({ query: 5, limit: 10, group_by: "city", group_size: 2, with_payload: true });

  await user.click(screen.getByRole("button", { name: "Show code" }));
  const dialog = await screen.findByRole("dialog", { name: "Query as code" });
  expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(`curl -X POST 'http://localhost/collections/shop/points/query/groups'`);
}, 20_000);
