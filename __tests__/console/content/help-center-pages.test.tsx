import { render, screen, within } from "@testing-library/react";
import HelpArticlePage from "../../../src/content-pages/help-center/help-article-page";
import HelpCenterPage from "../../../src/content-pages/help-center/help-center-page";
import type { HelpArticleContext, HelpCategory } from "../../../src/content-pages/content-types";

const link = (slug: string, title: string) => ({ slug, title, summary: `About ${title}.`, path: `/help-center/search/querying/${slug}/` });

const search: HelpCategory = {
  slug: "search",
  title: "Search",
  icon: "tabler:search",
  summary: "Find the nearest vectors.",
  path: "/help-center/search/",
  subcategories: [
    { slug: "querying", title: "Querying", summary: "Queries.", path: "/help-center/search/querying/", articles: [link("vector-search", "Vector search")] },
  ],
};

const articleContext: HelpArticleContext = {
  article: { ...link("vector-search", "Vector search"), updated: "2026-11-21" },
  category: { title: "Search", path: "/help-center/search/" },
  subcategory: { title: "Querying", path: "/help-center/search/querying/" },
  related: [link("recommendations", "Recommend similar points")],
};

describe("help centre pages", () => {
  it("offers the search, lists categories with their subcategories and articles, and leads to the FAQ and the API reference", async () => {
    render(<HelpCenterPage pageContext={{ categories: [search] }} />);
    expect(screen.getByRole("heading", { level: 1, name: "Help Center" })).toBeInTheDocument();
    // The server's HTML has a disabled stand-in; the field takes its place after hydration.
    expect(await screen.findByRole("combobox", { name: "Search the help centre" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/help-center/search/");
    expect(screen.getByRole("link", { name: "Querying" })).toHaveAttribute("href", "/help-center/search/querying/");
    expect(screen.getByRole("link", { name: "Vector search" })).toHaveAttribute("href", "/help-center/search/querying/vector-search/");
    expect(screen.getByRole("link", { name: "Read the FAQ" })).toHaveAttribute("href", "/faq/");
    expect(screen.getByRole("link", { name: "Read the API reference" })).toHaveAttribute("href", "/help-center/api-reference/");
  });

  it("shows the search, then an article with breadcrumbs, its date and related articles", async () => {
    render(
      <HelpArticlePage pageContext={articleContext}>
        <p>Article body from MDX.</p>
      </HelpArticlePage>,
    );
    expect(await screen.findByRole("combobox", { name: "Search the help centre" })).toBeEnabled();
    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(trail.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Help Center", "/help-center/"],
      ["Search", "/help-center/search/"],
      ["Querying", "/help-center/search/querying/"],
    ]);
    expect(trail.getByText("Vector search")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 1, name: "Vector search" })).toBeInTheDocument();
    expect(screen.getByText("Article body from MDX.")).toBeInTheDocument();
    expect(screen.getByText("21 November 2026")).toHaveAttribute("datetime", "2026-11-21");
    const related = within(screen.getByRole("complementary", { name: "Related articles" }));
    expect(related.getByRole("link", { name: "Recommend similar points" })).toHaveAttribute("href", "/help-center/search/querying/recommendations/");
  });
});
