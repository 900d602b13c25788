import fs from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import matter from "gray-matter";
import { render, screen, within } from "@testing-library/react";
import type { AreaPageProps } from "../../../src/areas/area-content";
import NotebooksPage from "../../../src/areas/notebooks/notebooks-page";
import { helpArticlePath } from "../../../src/content-pages/content-paths";
import type * as GatsbyMock from "../support/gatsby-mock";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

// The published path of every help article in content/ (gatsby/content-help-center.ts builds the same).
function listHelpArticlePaths(): string[] {
  const root = path.join(__dirname, "../../../content/help-center");
  return fs.readdirSync(root, { withFileTypes: true }).flatMap((folder) =>
    !folder.isDirectory()
      ? []
      : fs.readdirSync(path.join(root, folder.name)).map((file) => {
          const { data } = matter(fs.readFileSync(path.join(root, folder.name, file), "utf8"));
          return helpArticlePath(String(data.category), String(data.subcategory), String(data.slug));
        }),
  );
}

// Overview, Metrics, Datasets, Models, Inference, Search and Discovery, Data Import,
// Alerts and Addons hold the current project's data: their pages are tested in ../overview,
// ../metrics, ../datasets, ../models, ../inference, ../search, ../data-import, ../alerts and
// ../addons against the service's edge.
interface AreaCase {
  Page: ComponentType<AreaPageProps>;
  path: string;
  heading: string;
  empty: string;
  /** What the area links to meanwhile: [name, href]. */
  links: [string, string][];
}

const AREAS: readonly AreaCase[] = [
  {
    Page: NotebooksPage,
    path: "/ai-hub/notebooks/",
    heading: "Notebooks",
    empty: "No notebooks yet",
    links: [
      ["Search and Discovery", "/ai-hub/vectorSearch"],
      ["Filter by payload", "/help-center/search/filtering/filters/"],
    ],
  },
];

describe.each(AREAS)("$heading area", ({ Page, path, heading, empty, links }) => {
  it("shows its heading, what it is for, and an honest empty state", () => {
    render(<Page location={{ pathname: path }} />);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: empty })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: empty })).toBeInTheDocument();
    // Nothing to press that does nothing: the only control an area may show is a real link.
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("links to what already works meanwhile", () => {
    render(<Page location={{ pathname: path }} />);
    const region = within(screen.getByRole("region", { name: empty }));
    expect(region.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(links);
  });

  it("answers an unknown sub-path with a way back", () => {
    render(<Page location={{ pathname: `${path}no-such-thing` }} />);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: `Not found in ${heading}` })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: empty })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: `Back to ${heading}` })).toHaveAttribute("href", path.replace(/\/$/, ""));
  });
});

it("links only to help articles that exist", () => {
  const articles = new Set(listHelpArticlePaths());
  const helpLinks = AREAS.flatMap(({ links }) => links.map(([, href]) => href)).filter((href) => href.startsWith("/help-center/"));
  expect(helpLinks.filter((href) => !articles.has(href))).toEqual([]);
});
