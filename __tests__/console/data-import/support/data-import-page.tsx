// The Data Import page rendered signed in, with the service's edges: the API
// (axios) and tus (tus-js-client's HTTP stack), and a file chosen through the
// page's own file input.
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import DataImportPage from "../../../../src/areas/data-import/data-import-page";
import { PROJECT_A, signedInUser } from "../../support/console-fixtures";
import { renderConsole } from "../../support/render-console";
import { installServiceEdge, type ServiceEdge } from "../../support/service-edge";
import { installTusEdge, type TusEdge } from "./tus-edge";
import { IMPORTS_PATH, UPLOADS_PATH } from "./import-fixtures";

export interface Edges {
  api: ServiceEdge;
  tus: TusEdge;
}

const DELETE_UPLOAD = new RegExp(`^DELETE ${UPLOADS_PATH}/([^/]+)$`);

/** The edges every Data Import test starts with: the user, no imports yet, and the uploads tus holds, listed and deleted as JSON. */
export function installEdges(): Edges {
  const api = installServiceEdge();
  const tus = installTusEdge();
  api.route("GET /api/auth/me", { status: 200, body: signedInUser() });
  api.route(`GET ${IMPORTS_PATH}`, { status: 200, body: { imports: [] } });
  api.route(`GET ${UPLOADS_PATH}`, () => ({ status: 200, body: { uploads: tus.listed(PROJECT_A.id) } }));
  api.route(DELETE_UPLOAD, (request) => {
    const uploadId = DELETE_UPLOAD.exec(`${request.method} ${request.path}`)?.[1] ?? "";
    return tus.uploads.delete(uploadId) ? { status: 204 } : { status: 404, body: { error: { code: "not_found", message: "No such upload in this project" } } };
  });
  return { api, tus };
}

export function openDataImport(pathname = "/data-import/") {
  return renderConsole(<DataImportPage location={{ pathname }} />);
}

export function csvFile(name: string, text: string): File {
  return new File([text], name, { type: "text/csv", lastModified: 1_764_147_600_000 });
}

/** Chooses a file with the upload step's button (its input is the button's). */
export async function chooseFile(user: UserEvent, file: File): Promise<void> {
  const step = await screen.findByRole("region", { name: "Upload a file" });
  await user.upload(within(step).getByLabelText("File to import", { selector: "input" }), file);
}

/** Uploads films.csv and waits for the mapping its preview proposes. */
export async function uploadAndPreview(user: UserEvent, file: File): Promise<HTMLElement> {
  await chooseFile(user, file);
  return screen.findByRole("region", { name: "Target and mapping" }, { timeout: 3_000 });
}
