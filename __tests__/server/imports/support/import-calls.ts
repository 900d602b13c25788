// The import routes as a client calls them: upload a file (one tus creation
// with its bytes), preview it, start an import, wait for its job to end.
import { importResponseSchema, type CreateImportBody, type ImportSummary } from "../../../../contract/imports";
import { TUS_BODY_TYPE, TUS_VERSION } from "../../../../contract/uploads";
import type { DataPlaneServer, Owner } from "../../data/support/data-plane-server";

export const bearer = (owner: Owner) => ({ authorization: `Bearer ${owner.token}` });

/** Sends the file in one tus creation-with-upload; answers the upload's id. */
export async function uploadFile(server: DataPlaneServer, owner: Owner, fileName: string, bytes: Buffer | string): Promise<string> {
  const body = typeof bytes === "string" ? Buffer.from(bytes) : bytes;
  const response = await fetch(`${server.url}/api/projects/${owner.projectId}/uploads`, {
    method: "POST",
    headers: {
      ...bearer(owner),
      "tus-resumable": TUS_VERSION,
      "upload-length": String(body.length),
      "upload-metadata": `filename ${Buffer.from(fileName).toString("base64")}`,
      "content-type": TUS_BODY_TYPE,
    },
    body: new Uint8Array(body),
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (response.headers.get("location") ?? "").split("/").pop() ?? "";
}

export async function callImports(server: DataPlaneServer, owner: Owner, method: string, rest: string, body?: unknown) {
  return server.call(method, `/api/projects/${owner.projectId}/imports${rest}`, { headers: bearer(owner), ...(body === undefined ? {} : { body }) });
}

/** Starts an import (201 expected) and waits until its job has ended. */
export async function runImport(server: DataPlaneServer, owner: Owner, body: CreateImportBody): Promise<ImportSummary> {
  const created = await callImports(server, owner, "POST", "", body);
  if (created.status !== 201) throw new Error(`import answered ${created.status}: ${JSON.stringify(created.body)}`);
  return waitForImport(server, owner, importResponseSchema.parse(created.body).import.id);
}

export async function waitForImport(server: DataPlaneServer, owner: Owner, id: string, timeoutMs = 60_000): Promise<ImportSummary> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await callImports(server, owner, "GET", `/${id}`);
    const summary = importResponseSchema.parse(reply.body).import;
    if (summary.state !== "queued" && summary.state !== "running") return summary;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${summary.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
