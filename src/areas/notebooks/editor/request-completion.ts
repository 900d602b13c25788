// Completion in request cells: the method, then the paths the data plane has
// for it (with the project's collections filled in); in the body, the keys and
// the enum, const and boolean values its OpenAPI schema allows where the cursor
// is, and the collection's payload fields for a filter condition's "key";
// after `{{`, the variables and named answers in scope.
import { snippetCompletion, type Completion, type CompletionContext, type CompletionResult, type CompletionSource } from "@codemirror/autocomplete";
import { findJsonPosition, type JsonPosition, type JsonSegment } from "./json-position";
import { findOperation, operationSummary, pathsWithMethod, propertiesOf, schemasAt, valuesOf, type OpenApiDocument } from "./openapi-schemas";
import { maskReferences, readRequestLayout, REQUEST_METHODS, type RequestLayout } from "./request-layout";

export type { OpenApiDocument } from "./openapi-schemas";

export interface CompletionData {
  /** The data plane's OpenAPI document, once loaded. */
  openApi: OpenApiDocument | null;
  collections: string[];
  payloadFields: (collection: string) => string[];
  /** The `@variables` and `# @name`d answers in scope at this cell. */
  variables: string[];
}

const REFERENCE_NAME = /^[\w.\-[\]]*$/;
const KEY_TEXT = /^[^\s",:{}[\]]*$/;

function completeReference(context: CompletionContext, data: CompletionData): CompletionResult | null {
  const typed = context.matchBefore(/\{\{[\w.\-[\]]*$/);
  if (typed === null) return null;
  const isClosed = context.state.sliceDoc(context.pos, context.pos + 2) === "}}";
  return {
    from: typed.from + 2,
    options: data.variables.map((name) => ({ label: name, type: "variable", apply: isClosed ? name : `${name}}}` })),
    validFor: REFERENCE_NAME,
  };
}

function completeMethod(context: CompletionContext, lineFrom: number, lineText: string): CompletionResult | null {
  const before = lineText.slice(0, context.pos - lineFrom);
  const typed = /^(\s*)([A-Za-z]*)$/.exec(before);
  if (typed === null) return null;
  const [, indent = "", word = ""] = typed;
  if (word === "" && !context.explicit) return null;
  const after = lineText.slice(context.pos - lineFrom);
  const rest = /^[A-Za-z]*/.exec(after)?.[0] ?? "";
  const isLineEnd = after.slice(rest.length).trim() === "";
  return {
    from: lineFrom + indent.length,
    to: context.pos + rest.length,
    options: REQUEST_METHODS.map((method) => ({ label: method, type: "keyword", apply: isLineEnd ? `${method} ` : method })),
    validFor: /^[A-Za-z]*$/,
  };
}

/** Each path of the method, once as the template (a snippet whose parameters are fields) and once per collection. */
function pathOptions(document: OpenApiDocument, method: string, collections: readonly string[], slash: string): Completion[] {
  const options = new Map<string, Completion>();
  const add = (label: string, info: string | undefined) => {
    if (options.has(label)) return;
    const option = { label, type: "text", ...(info ? { info } : {}) };
    options.set(label, label.includes("{") ? snippetCompletion(label.replace(/\{([^}]+)\}/g, "$${$1}"), option) : option);
  };
  for (const template of pathsWithMethod(document, method)) {
    const summary = operationSummary(document, template, method);
    const path = slash + template.replace(/^\/+/, "");
    if (path.includes("{collection_name}")) for (const collection of collections) add(path.replace("{collection_name}", collection), summary);
    add(path, summary);
  }
  return [...options.values()];
}

function completePath(context: CompletionContext, lineFrom: number, lineText: string, data: CompletionData): CompletionResult | null {
  const typed = /^\s*(\S+)\s+(\S*)$/.exec(lineText.slice(0, context.pos - lineFrom));
  if (typed === null || data.openApi === null) return null;
  const [, method = "", path = ""] = typed;
  if (path.includes("?") || (path === "" && !context.explicit)) return null;
  const rest = /^\S*/.exec(lineText.slice(context.pos - lineFrom))?.[0] ?? "";
  return {
    from: context.pos - path.length,
    to: context.pos + rest.length,
    options: pathOptions(data.openApi, method, data.collections, path.startsWith("/") ? "/" : ""),
    validFor: /^\S*$/,
  };
}

/** A filter condition's "key" (anywhere below "filter"), a facet's "key", or an "order_by" key: a payload field. */
function isPayloadKeyAt(path: readonly JsonSegment[], template: string | undefined): boolean {
  const last = path[path.length - 1];
  if (path.includes("filter") && last === "key") return true;
  if (path[0] === "order_by" && (path.length === 1 || last === "key")) return true;
  return path.length === 1 && last === "key" && (template?.endsWith("/facet") ?? false);
}

function collectionOf(path: string): string | undefined {
  const segments = (path.split("?")[0] ?? "").replace(/^\/+/, "").split("/");
  return segments[0] === "collections" && segments[1] ? segments[1] : undefined;
}

function valueOption(value: unknown, position: JsonPosition, detail?: string): Completion | null {
  if (position.isQuoted && typeof value !== "string") return null;
  const label = typeof value === "string" ? value : JSON.stringify(value);
  return { label, type: typeof value === "string" ? "enum" : "constant", apply: position.isQuoted ? JSON.stringify(value).slice(1) : JSON.stringify(value), ...(detail ? { detail } : {}) };
}

function completeBody(context: CompletionContext, layout: RequestLayout, data: CompletionData): CompletionResult | null {
  const { body, request } = layout;
  if (body === null || request === null || context.pos < body.from) return null;
  const text = maskReferences(context.state.sliceDoc(body.from, body.to));
  const found = findJsonPosition(text, context.pos - body.from);
  if (found === null || (!found.isQuoted && found.from === context.pos - body.from && !context.explicit)) return null;
  const position = { ...found, from: found.from + body.from, to: found.to + body.from };
  const method = request.method.text;
  const path = request.path?.text ?? "";
  const operation = data.openApi ? findOperation(data.openApi, method, path) : null;
  const result = (options: Completion[]) => (options.length === 0 ? null : { from: position.from, to: position.to, options, validFor: KEY_TEXT });

  if (position.kind === "value" && isPayloadKeyAt(position.path, operation?.template)) {
    const collection = operation?.parameters.collection_name ?? collectionOf(path);
    const fields = collection === undefined ? [] : data.payloadFields(collection);
    return result(fields.flatMap((name) => valueOption(name, position, "payload field") ?? []));
  }
  if (data.openApi === null || !operation?.body) return null;
  const schemas = schemasAt(data.openApi, operation.body, position.path);
  if (position.kind === "value") return result(valuesOf(data.openApi, schemas).flatMap((value) => valueOption(value, position) ?? []));
  const colon = position.hasColon ? "" : ": ";
  return result(
    propertiesOf(data.openApi, schemas)
      .filter((property) => !position.presentKeys.includes(property.name))
      .map((property) => ({
        label: property.name,
        type: "property",
        apply: position.isQuoted ? `${property.name}"${colon}` : `"${property.name}"${colon}`,
        ...(property.type ? { detail: property.type } : {}),
        ...(property.description ? { info: property.description } : {}),
      })),
  );
}

export function requestCompletion(data: () => CompletionData): CompletionSource {
  return (context) => {
    const current = data();
    const reference = completeReference(context, current);
    if (reference) return reference;
    const layout = readRequestLayout(context.state.doc.toString());
    const line = context.state.doc.lineAt(context.pos);
    const isRequestLine = layout.request ? line.from === layout.request.from : line.text.trim() === "";
    if (isRequestLine) return completeMethod(context, line.from, line.text) ?? completePath(context, line.from, line.text, current);
    return completeBody(context, layout, current);
  };
}
