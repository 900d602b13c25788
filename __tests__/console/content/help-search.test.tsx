// The help centre's search as a reader meets it: a field on the home and
// article pages that finds pages by any word of their text as they type, with
// keyboard navigation, an empty state, a count told to screen readers, and an
// index that is fetched only once the field is focused. The index is the one
// the build writes (gatsby/content-search.ts), built here from a few articles.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { buildHelpCenter, type ArticleRecord, type CategoryRecord } from "../../../gatsby/content-help-center";
import { buildSearchDocuments, buildSearchIndex } from "../../../gatsby/content-search";
import HelpArticlePage from "../../../src/content-pages/help-center/help-article-page";
import HelpCenterPage from "../../../src/content-pages/help-center/help-center-page";
import { forgetHelpSearch } from "../../../src/content-pages/help-search/load-help-search";
import type * as GatsbyMock from "../support/gatsby-mock";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const INDEX_URL = "/help-center/search-index.json";

const category: CategoryRecord = {
  slug: "search",
  title: "Search",
  icon: "tabler:search",
  summary: "Find things.",
  subcategories: [{ slug: "querying", title: "Querying", summary: "Queries." }],
  filePath: "content/help-center/categories.mdx",
};

function article(slug: string, title: string, order: number, body: string): ArticleRecord {
  return {
    slug,
    title,
    category: "search",
    subcategory: "querying",
    summary: `About ${title.toLowerCase()}.`,
    order,
    updated: "2026-11-29",
    filePath: `content/help-center/search/${slug}.mdx`,
    contentFilePath: `/site/content/help-center/search/${slug}.mdx`,
    body,
  };
}

const ARTICLES = [
  article("hybrid-search", "Hybrid search", 1, "## Fuse two searches\n\nA dense and a sparse prefetch, fused by **reciprocal rank fusion**.\n\n```bash\ncurl -X POST https://your-service-url:443/collections/docs/points/query\n```\n"),
  article("vector-search", "Vector search", 2, "A vector search returns the nearest points. Each prefetch of a hybrid query is one."),
  article("recommendations", "Recommend similar points", 3, "Give examples to look like, and examples to look unlike."),
];
const FAQ = [{ title: "Account", entries: [{ id: "forgot-password", question: "I forgot my password. How do I reset it?", answer: "Choose Forgot password? on the login screen." }] }];

const help = buildHelpCenter([category], ARTICLES);
const INDEX = buildSearchIndex(buildSearchDocuments(help.articlePages, new Map(ARTICLES.map((a) => [a.contentFilePath, a.body])), FAQ));

/** Answers the search index (or fails it), and config.json as the default edge does. */
function installIndex({ fails = false } = {}): jest.Mock {
  const fallback = globalThis.fetch;
  const fetchMock = jest.fn((input: RequestInfo | URL) => {
    if (String(input) !== INDEX_URL) return fallback(input);
    return Promise.resolve({ ok: !fails, status: fails ? 503 : 200, text: async () => INDEX } as Response);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

const indexRequests = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([input]) => String(input) === INDEX_URL).length;

function renderHome() {
  render(<HelpCenterPage pageContext={help.landing.context} />);
  return screen.findByRole("combobox", { name: "Search the help centre" });
}

beforeEach(() => {
  forgetHelpSearch();
  jest.mocked(navigate).mockClear();
});

it("fetches the index only when the search field is focused, and once", async () => {
  const fetchMock = installIndex();
  const user = userEvent.setup();
  const field = await renderHome();
  expect(field).toBeEnabled();
  expect(indexRequests(fetchMock)).toBe(0);

  await user.click(field);
  await user.type(field, "fusion");
  expect(await screen.findByRole("option", { name: "Hybrid search" })).toBeInTheDocument();
  await user.tab();
  await user.click(field);
  expect(indexRequests(fetchMock)).toBe(1);
});

it("finds an article by a word of its body, with its place and the word marked in a snippet", async () => {
  installIndex();
  const user = userEvent.setup();
  const field = await renderHome();
  await user.type(field, "Reciprocal");

  const listbox = await screen.findByRole("listbox", { name: "Search results" });
  const [option, ...others] = within(listbox).getAllByRole("option");
  expect(others).toEqual([]);
  expect(option).toHaveAccessibleName("Hybrid search");
  expect(option).toHaveAccessibleDescription("Search › Querying Fuse two searches. A dense and a sparse prefetch, fused by reciprocal rank fusion.");
  expect(within(option!).getByText("reciprocal", { selector: "mark" })).toBeInTheDocument();
  expect(within(option!).getByRole("link", { name: "Hybrid search" })).toHaveAttribute("href", "/help-center/search/querying/hybrid-search/");
  expect(screen.getByRole("status")).toHaveTextContent("1 result");
});

it("finds words as they are typed, prefixes and one typo included, and FAQ questions too", async () => {
  installIndex();
  const user = userEvent.setup();
  const field = await renderHome();

  await user.type(field, "prefe");
  const titles = async () => (await screen.findAllByRole("option")).map((option) => within(option).getByRole("link").textContent);
  expect((await titles()).sort()).toEqual(["Hybrid search", "Vector search"]);
  expect(screen.getByRole("status")).toHaveTextContent("2 results");

  await user.clear(field);
  await user.type(field, "pasword");
  // The title is the option's name; jsdom puts a space around the <mark> in it, which browsers do not.
  const question = await screen.findByRole("option", { name: /^I forgot my password/ });
  expect(question).toHaveAccessibleDescription(/^FAQ › Account Choose Forgot password/);
  expect(within(question).getByRole("link")).toHaveTextContent("I forgot my password. How do I reset it?");
  expect(within(question).getByRole("link")).toHaveAttribute("href", "/faq/#forgot-password");
});

it("moves through the results with the arrow keys and opens one with Enter", async () => {
  installIndex();
  const user = userEvent.setup();
  const field = await renderHome();
  await user.type(field, "prefetch");
  const [first, second] = await screen.findAllByRole("option");
  expect(field).toHaveAttribute("aria-expanded", "true");
  expect(field).not.toHaveAttribute("aria-activedescendant");

  await user.keyboard("{ArrowDown}");
  expect(field).toHaveAttribute("aria-activedescendant", first!.id);
  expect(first).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{ArrowDown}");
  expect(field).toHaveAttribute("aria-activedescendant", second!.id);
  expect(first).toHaveAttribute("aria-selected", "false");
  await user.keyboard("{ArrowDown}");
  expect(field).toHaveAttribute("aria-activedescendant", first!.id);
  await user.keyboard("{ArrowUp}");
  expect(field).toHaveAttribute("aria-activedescendant", second!.id);

  await user.keyboard("{Enter}");
  expect(navigate).toHaveBeenCalledWith(within(second!).getByRole("link").getAttribute("href"));
});

it("clears the search with Escape", async () => {
  installIndex();
  const user = userEvent.setup();
  const field = await renderHome();
  await user.type(field, "prefetch");
  expect(await screen.findByRole("listbox")).toBeInTheDocument();

  await user.keyboard("{Escape}");
  expect(field).toHaveValue("");
  expect(field).toHaveFocus();
  expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  expect(field).toHaveAttribute("aria-expanded", "false");
});

it("says so when nothing matches, and leads to the FAQ", async () => {
  installIndex();
  const user = userEvent.setup();
  const field = await renderHome();
  await user.type(field, "kubernetes");

  expect(await screen.findByText("No articles match “kubernetes”.", { selector: "p" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "frequently asked questions" })).toHaveAttribute("href", "/faq/");
  expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("No articles match “kubernetes”.");

  // The way out stays while the keyboard goes to it, and the results close once the focus leaves them.
  await user.tab();
  expect(screen.getByRole("link", { name: "frequently asked questions" })).toHaveFocus();
  await user.tab();
  await user.tab();
  expect(screen.queryByText("No articles match “kubernetes”.", { selector: "p" })).not.toBeInTheDocument();
});

it("says when the index cannot be loaded, and tries again at the next focus", async () => {
  const fetchMock = installIndex({ fails: true });
  const user = userEvent.setup();
  const field = await renderHome();
  await user.click(field);
  expect(await screen.findByRole("alert")).toHaveTextContent("The search could not be loaded.");

  await user.tab();
  await user.click(field);
  await waitFor(() => expect(indexRequests(fetchMock)).toBe(2));
});

it("is on every article page too", async () => {
  installIndex();
  const user = userEvent.setup();
  const [page] = help.articlePages;
  render(
    <HelpArticlePage pageContext={page!.context}>
      <p>Article body from MDX.</p>
    </HelpArticlePage>,
  );
  const field = await screen.findByRole("combobox", { name: "Search the help centre" });
  expect(screen.getByRole("search", { name: "Help centre" })).toContainElement(field);
  await user.type(field, "unlike");
  expect(await screen.findByRole("option", { name: "Recommend similar points" })).toBeInTheDocument();
});
