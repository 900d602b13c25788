import { render, screen, within } from "@testing-library/react";
import { buildApiReference } from "../../../gatsby/api-reference";
import ApiReferencePage from "../../../src/content-pages/api-reference/api-reference-page";
import type * as GatsbyMock from "../support/gatsby-mock";
import { apiDocument } from "./api-reference-fixture";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

function renderReference() {
  const { errors, context } = buildApiReference(apiDocument);
  expect(errors).toEqual([]);
  render(<ApiReferencePage pageContext={{ ...context, documentPath: "/api/openapi.json" }} />);
}

const operation = (title: RegExp) => within(screen.getByRole("region", { name: title }));

describe("the API reference page", () => {
  it("sits in the help centre, lists every call by tag, and links to the JSON document", () => {
    renderReference();
    expect(screen.getByRole("heading", { level: 1, name: "API reference" })).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/help-center/");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["On this page", "Account", "Projects", "Schemas"]);
    const contents = within(screen.getByRole("navigation", { name: "On this page" }));
    expect(contents.getByRole("link", { name: "PATCH /api/projects/{projectId}" })).toHaveAttribute("href", "#patch-api-projects-projectid");
    expect(screen.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute("href", "/api/openapi.json");
    expect(screen.getByText("Authorization: Bearer <token>").tagName).toBe("CODE");
  });

  it("shows a call's method, path, summary, who may call it, parameters, body and replies", () => {
    renderReference();
    const patch = operation(/^PATCH \/api\/projects\/\{projectId\}$/);
    expect(patch.getByRole("heading", { level: 3 })).toHaveTextContent("PATCH /api/projects/{projectId}");
    expect(patch.getByText("Rename a project")).toBeInTheDocument();
    expect(patch.getByText(/Signed-in users whose role is owner, admin \(the right project\.update\)/)).toBeInTheDocument();

    const parameters = within(patch.getByRole("table", { name: "Parameters" }));
    expect(parameters.getAllByRole("row").map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent))).toEqual([
      ["Name", "In", "Type", "Required", "Description"],
      ["projectId", "path", "string", "yes", "The project's id (a UUID)"],
    ]);

    expect(patch.getByRole("heading", { level: 4, name: "Request body (application/json)" })).toBeInTheDocument();
    expect(patch.getByText("name").closest("li")).toHaveTextContent("name string required — 1 to 100 characters");
    expect(patch.getByRole("heading", { level: 4, name: "Reply 200 OK" })).toBeInTheDocument();
    expect(patch.getByRole("link", { name: "Project" })).toHaveAttribute("href", "#schema-project");
    const errors = within(patch.getByRole("table", { name: "Errors" }));
    expect(errors.getByRole("row", { name: /404/ })).toHaveTextContent("404Not found in the caller's organisationApiError");
  });

  it("says which calls need no token", () => {
    renderReference();
    const login = operation(/^POST \/api\/auth\/login$/);
    expect(login.getByText(/Public: no token needed\./)).toBeInTheDocument();
    expect(login.getByText("password").closest("li")).toHaveTextContent("password string required — at least 8 characters");
    expect(login.getByText("email").closest("li")).toHaveTextContent("email string required — format email");
  });

  it("lists the named schemas with their fields, nullable and array fields in words", () => {
    renderReference();
    const schemas = within(screen.getByRole("region", { name: "Schemas" }));
    const project = within(schemas.getByRole("region", { name: "Project" }));
    expect(project.getByRole("heading", { level: 3, name: "Project" })).toHaveAttribute("id", "schema-project-title");
    expect(project.getByText("region").closest("li")).toHaveTextContent("region string or null required");
    expect(project.getByText("tags").closest("li")).toHaveTextContent("tags array of string optional");
    const apiError = within(schemas.getByRole("region", { name: "ApiError" }));
    expect(apiError.getByText("code").closest("li")).toHaveTextContent('code string required — one of: "not_found", "rate_limited"');
  });
});
