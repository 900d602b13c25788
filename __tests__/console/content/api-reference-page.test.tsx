import { render, screen, within } from "@testing-library/react";
import { buildApiReference } from "../../../gatsby/api-reference";
import ApiReferencePage from "../../../src/content-pages/api-reference/api-reference-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { apiDocument, dataPlaneDocument } from "./api-reference-fixture";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

function renderReference() {
  const consoleApi = buildApiReference(apiDocument);
  const dataPlane = buildApiReference(dataPlaneDocument, { anchorPrefix: "data-plane-" });
  expect([...consoleApi.errors, ...dataPlane.errors]).toEqual([]);
  render(
    <ApiReferencePage
      pageContext={{
        apis: [
          { ...consoleApi.context, id: "console-api", heading: "Console API (/api)", documentPath: "/api/openapi.json" },
          { ...dataPlane.context, id: "data-plane", heading: "Qdrant-compatible data plane", documentPath: "/openapi.json" },
        ],
      }}
    />,
  );
}

const region = (name: RegExp | string) => within(screen.getByRole("region", { name }));

describe("the API reference page", () => {
  it("sits in the help centre, with a section per API, and links to each JSON document", () => {
    renderReference();
    expect(screen.getByRole("heading", { level: 1, name: "API reference" })).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/help-center/");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["On this page", "Console API (/api)", "Qdrant-compatible data plane"]);
    expect(region("Console API (/api)").getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Account", "Projects", "Schemas"]);
    expect(region("Qdrant-compatible data plane").getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Search", "Reference", "Schemas"]);
    expect(screen.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute("href", "/api/openapi.json");
    expect(screen.getByRole("link", { name: "/openapi.json" })).toHaveAttribute("href", "/openapi.json");
    expect(screen.getByText("Authorization: Bearer <token>").tagName).toBe("CODE");
    expect(screen.getByText("api-key: <key>").tagName).toBe("CODE");
  });

  it("lists every call of both APIs on the page, the data plane's anchors apart from the console's", () => {
    renderReference();
    const contents = within(screen.getByRole("navigation", { name: "On this page" }));
    expect(contents.getByRole("link", { name: "Console API (/api)" })).toHaveAttribute("href", "#console-api");
    expect(contents.getByRole("link", { name: "PATCH /api/projects/{projectId}" })).toHaveAttribute("href", "#patch-api-projects-projectid");
    expect(contents.getByRole("link", { name: "Qdrant-compatible data plane" })).toHaveAttribute("href", "#data-plane");
    expect(contents.getByRole("link", { name: "Search" })).toHaveAttribute("href", "#data-plane-tag-search");
    expect(contents.getByRole("link", { name: "POST /collections/{collection_name}/points/search" })).toHaveAttribute("href", "#data-plane-post-collections-collection-name-points-search");
    expect(contents.getAllByRole("link", { name: "Schemas" }).map((link) => link.getAttribute("href"))).toEqual(["#schemas", "#data-plane-schemas"]);
  });

  it("shows a call's method, path, summary, who may call it, parameters, body and replies", () => {
    renderReference();
    const patch = region(/^PATCH \/api\/projects\/\{projectId\}$/);
    expect(patch.getByRole("heading", { level: 4 })).toHaveTextContent("PATCH /api/projects/{projectId}");
    expect(patch.getByText("Rename a project")).toBeInTheDocument();
    expect(patch.getByText(/Signed-in users whose role is owner, admin \(the right project\.update\)/)).toBeInTheDocument();

    const parameters = within(patch.getByRole("table", { name: "Parameters" }));
    expect(parameters.getAllByRole("row").map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent))).toEqual([
      ["Name", "In", "Type", "Required", "Description"],
      ["projectId", "path", "string", "yes", "The project's id (a UUID)"],
    ]);

    expect(patch.getByRole("heading", { level: 5, name: "Request body (application/json)" })).toBeInTheDocument();
    expect(patch.getByText("name").closest("li")).toHaveTextContent("name string required — 1 to 100 characters");
    expect(patch.getByRole("heading", { level: 5, name: "Reply 200 OK" })).toBeInTheDocument();
    expect(patch.getByRole("link", { name: "Project" })).toHaveAttribute("href", "#schema-project");
    const errors = within(patch.getByRole("table", { name: "Errors" }));
    expect(errors.getByRole("row", { name: /404/ })).toHaveTextContent("404Not found in the caller's organisationApiError");
  });

  it("shows a data-plane call with the API keys that may make it, and links its schemas to the data plane's", () => {
    renderReference();
    const search = region(/^POST \/collections\/\{collection_name\}\/points\/search$/);
    expect(search.getByText(/API keys with read-write or read-only access, and signed-in users whose role is owner, admin, billing, developer, viewer \(the right collection\.read\)/)).toBeInTheDocument();
    expect(search.getByRole("link", { name: "Filter" })).toHaveAttribute("href", "#data-plane-schema-filter");
    // A schema named as one of the console API's: each API links to its own.
    expect(search.getByRole("link", { name: "Project" })).toHaveAttribute("href", "#data-plane-schema-project");
    expect(within(search.getByRole("table", { name: "Errors" })).getByRole("row", { name: /404/ })).toHaveTextContent("404The collection does not exist in the projectErrorResponse");
    expect(region(/^GET \/openapi\.json$/).getByText(/Public: no token needed\./)).toBeInTheDocument();
    const schemas = region("Qdrant-compatible data plane").getAllByRole("heading", { level: 4 }).filter((heading) => heading.id.includes("schema"));
    expect(schemas.map((heading) => heading.id)).toEqual(["data-plane-schema-errorresponse-title", "data-plane-schema-filter-title", "data-plane-schema-project-title"]);
  });

  it("says which calls need no token", () => {
    renderReference();
    const login = region(/^POST \/api\/auth\/login$/);
    expect(login.getByText(/Public: no token needed\./)).toBeInTheDocument();
    expect(login.getByText("password").closest("li")).toHaveTextContent("password string required — at least 8 characters");
    expect(login.getByText("email").closest("li")).toHaveTextContent("email string required — format email");
  });

  it("lists the named schemas with their fields, nullable and array fields in words", () => {
    renderReference();
    const schemas = within(screen.getByRole("region", { name: "Console API (/api)" })).getByRole("region", { name: "Schemas" });
    const project = within(within(schemas).getByRole("region", { name: "Project" }));
    expect(project.getByRole("heading", { level: 4, name: "Project" })).toHaveAttribute("id", "schema-project-title");
    expect(project.getByText("region").closest("li")).toHaveTextContent("region string or null required");
    expect(project.getByText("tags").closest("li")).toHaveTextContent("tags array of string optional");
    const apiError = within(within(schemas).getByRole("region", { name: "ApiError" }));
    expect(apiError.getByText("code").closest("li")).toHaveTextContent('code string required — one of: "not_found", "rate_limited"');
  });
});
