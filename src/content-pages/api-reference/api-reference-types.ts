// What the API reference page receives as page context: the OpenAPI
// documents of the console's API (contract/openapi.ts) and of the data plane
// (contract/qdrant/openapi.ts), read at build time by gatsby/api-reference.ts
// into plain, readable parts, so that the page only renders (readable with
// JavaScript off, nothing to resolve in the browser).

/** A JSON schema as the page shows it. */
export interface SchemaView {
  /** The name of a schema listed under "Schemas" (from a $ref); nothing else is set then. */
  ref?: string;
  /** JSON types ("string", "null"); empty when the schema names none. */
  types: string[];
  description?: string;
  /** Limits in words: "1 to 100 characters", "format uuid", "one of: …". */
  constraints: string[];
  /** An object's fields, in the document's order. */
  properties?: PropertyView[];
  /** An array's items. */
  items?: SchemaView;
  /** anyOf and oneOf: any one of the schemas; allOf: all of them. */
  variants?: { kind: "any" | "all"; schemas: SchemaView[] };
}

export interface PropertyView {
  name: string;
  required: boolean;
  schema: SchemaView;
}

export interface ParameterView {
  name: string;
  /** path, query, header or cookie. */
  location: string;
  required: boolean;
  description?: string;
  schema?: SchemaView;
}

export interface ReplyView {
  /** "200", "404". */
  status: string;
  description: string;
  contentType?: string;
  schema?: SchemaView;
}

export interface OperationView {
  /** The anchor of the operation on the page. */
  id: string;
  /** Upper case: GET, POST. */
  method: string;
  path: string;
  summary: string;
  description?: string;
  /** Who may call it, in words. */
  access: string;
  parameters: ParameterView[];
  requestBody?: { contentType: string; required: boolean; schema?: SchemaView };
  replies: ReplyView[];
}

export interface OperationGroup {
  tag: string;
  description?: string;
  operations: OperationView[];
}

/** One API, from its OpenAPI document. */
export interface ApiReferenceContext {
  title: string;
  version: string;
  description?: string;
  groups: OperationGroup[];
  /** Where the service serves the same document as JSON. */
  documentPath?: string;
  /** The named schemas that $refs point at, by name. */
  schemas: { name: string; schema: SchemaView }[];
  /** What the anchors of its calls, tags and schemas begin with, so that two APIs on one page may share a tag or a schema name. */
  anchorPrefix: string;
}

/** An API as a section of the page. */
export interface ApiReferenceSection extends ApiReferenceContext {
  /** The section's anchor. */
  id: string;
  heading: string;
}

/** The page: one section per API, the console's first. */
export interface ApiReferencePageContext {
  apis: ApiReferenceSection[];
}
