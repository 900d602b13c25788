import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AccountPage from "../../../src/areas/account/account-page";
import { AppShell } from "../../../src/layout/app-shell";
import type * as GatsbyMock from "../support/gatsby-mock";
import { PROJECT_A, PROJECT_B, signedInUser } from "../support/console-fixtures";
import { removeToasts, renderConsole } from "../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../support/service-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const PATH = "/account-settings/project/";
const PROJECT_A_PATH = `/api/projects/${PROJECT_A.id}`;

let edge: ServiceEdge;
let projects: { id: string; name: string; createdAt: string; collectionsCount: number }[];

beforeEach(() => {
  projects = [
    { ...PROJECT_A, collectionsCount: 2 },
    { ...PROJECT_B, collectionsCount: 0 },
  ];
  edge = installServiceEdge();
  edge.route("GET /api/auth/me", () => ({ status: 200, body: signedInUser(projects.map(({ collectionsCount: _count, ...summary }) => summary)) }));
  edge.route("GET /api/projects", () => ({ status: 200, body: { projects } }));
});

afterEach(() => removeToasts());

function openProjectSettings() {
  return renderConsole(
    <AppShell pathname={PATH}>
      <AccountPage location={{ pathname: PATH }} />
    </AppShell>,
  );
}

it("renames the current project; the switcher shows the new name, and a refused name stays typed with the service's message", async () => {
  const user = userEvent.setup();
  let refusals = 1;
  edge.route(`PATCH ${PROJECT_A_PATH}`, (request) => {
    if (refusals-- > 0) return { status: 409, body: { error: { code: "conflict", message: 'A project named "Staging" already exists' } } };
    const { name } = request.body as { name: string };
    projects = projects.map((project) => (project.id === PROJECT_A.id ? { ...project, name } : project));
    return { status: 200, body: projects[0] };
  });
  openProjectSettings();
  expect(screen.getByRole("tab", { name: "Project", selected: true })).toBeInTheDocument();
  const section = await screen.findByRole("region", { name: "Project name" });
  const field = within(section).getByRole("textbox", { name: "Project name" });
  expect(field).toHaveValue("Default project");
  expect(within(section).getByRole("button", { name: "Save name" })).toBeDisabled();

  await user.clear(field);
  await user.click(within(section).getByRole("button", { name: "Save name" }));
  expect(within(section).getByRole("alert")).toHaveTextContent("Project name must not be empty");
  expect(edge.calls(`PATCH ${PROJECT_A_PATH}`)).toHaveLength(0);

  await user.type(field, "Staging");
  await user.click(within(section).getByRole("button", { name: "Save name" }));
  expect(await within(section).findByRole("alert")).toHaveTextContent('A project named "Staging" already exists');
  expect(field).toHaveValue("Staging");

  await user.clear(field);
  await user.type(field, "  Production  ");
  await user.click(within(section).getByRole("button", { name: "Save name" }));
  expect(await screen.findByRole("button", { name: "Project: Production" })).toBeInTheDocument();
  expect(await screen.findByText("Project renamed to Production")).toBeInTheDocument();
  expect(field).toHaveValue("Production");
  expect(within(section).queryByRole("alert")).not.toBeInTheDocument();
  expect(edge.calls(`PATCH ${PROJECT_A_PATH}`).map((request) => request.body)).toEqual([{ name: "Staging" }, { name: "Production" }]);
});

it("deletes a project with collections only after its name is typed, then switches to the remaining project", async () => {
  const user = userEvent.setup();
  edge.route(`DELETE ${PROJECT_A_PATH}`, () => {
    projects = projects.filter((project) => project.id !== PROJECT_A.id);
    return { status: 204 };
  });
  openProjectSettings();
  const section = await screen.findByRole("region", { name: "Delete project" });
  expect(section).toHaveTextContent("the console switches to your first remaining project");
  await user.click(within(section).getByRole("button", { name: "Delete project" }));
  const dialog = screen.getByRole("dialog", { name: "Delete Default project?" });
  expect(await within(dialog).findByText(/holds 2 collections/)).toBeInTheDocument();
  const confirm = within(dialog).getByRole("button", { name: "Delete project" });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Type Default project to confirm" }), "Default projec");
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: "Type Default project to confirm" }), "t");
  await user.click(confirm);

  expect(await screen.findByRole("button", { name: "Project: Staging" })).toBeInTheDocument();
  expect(await screen.findByText("Project Default project deleted")).toBeInTheDocument();
  expect(edge.calls(`DELETE ${PROJECT_A_PATH}`).map((request) => request.body)).toEqual([{ confirmName: "Default project" }]);
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(screen.getByRole("textbox", { name: "Project name" })).toHaveValue("Staging");
  expect(screen.getByRole("region", { name: "Delete project" })).toHaveTextContent("It is your only project");
});

it("deletes an empty project after a plain confirmation", async () => {
  const user = userEvent.setup();
  window.localStorage.setItem("projectId", PROJECT_B.id);
  edge.route(`DELETE /api/projects/${PROJECT_B.id}`, () => {
    projects = projects.filter((project) => project.id !== PROJECT_B.id);
    return { status: 204 };
  });
  openProjectSettings();
  const section = await screen.findByRole("region", { name: "Delete project" });
  await user.click(within(section).getByRole("button", { name: "Delete project" }));
  const dialog = screen.getByRole("dialog", { name: "Delete Staging?" });
  expect(await within(dialog).findByText(/has no collections/)).toBeInTheDocument();
  expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Delete project" }));
  expect(await screen.findByRole("button", { name: "Project: Default project" })).toBeInTheDocument();
  expect(edge.calls(`DELETE /api/projects/${PROJECT_B.id}`).map((request) => request.body)).toEqual([{}]);
});

it("keeps the dialog open with the service's message when the deletion is refused, and says when the count cannot be loaded", async () => {
  const user = userEvent.setup();
  let listFailures = 1;
  edge.route("GET /api/projects", () =>
    listFailures-- > 0 ? { status: 503, body: { error: { code: "unavailable", message: "The metadata store is starting" } } } : { status: 200, body: { projects } },
  );
  edge.route(`DELETE ${PROJECT_A_PATH}`, {
    status: 409,
    body: { error: { code: "conflict", message: 'Project "Default project" has 3 collections: delete them first, or confirm with the project\'s exact name (confirmName) to delete them with it.' } },
  });
  openProjectSettings();
  const section = await screen.findByRole("region", { name: "Delete project" });
  await user.click(within(section).getByRole("button", { name: "Delete project" }));
  const dialog = screen.getByRole("dialog", { name: "Delete Default project?" });
  expect(await within(dialog).findByRole("alert")).toHaveTextContent("The metadata store is starting");
  expect(within(dialog).getByRole("button", { name: "Delete project" })).toBeDisabled();
  await user.click(within(dialog).getByRole("button", { name: "Retry" }));

  await user.type(await within(dialog).findByRole("textbox", { name: "Type Default project to confirm" }), "Default project");
  await user.click(within(dialog).getByRole("button", { name: "Delete project" }));
  expect(await within(dialog).findByText(/has 3 collections: delete them first/)).toBeInTheDocument();
  expect(within(dialog).getByRole("textbox", { name: "Type Default project to confirm" })).toHaveValue("Default project");
  expect(edge.calls("GET /api/auth/me")).toHaveLength(1);
});
