// The parts of an OpenAPI 3.1 document that the API reference reads, declared
// here as readers: every field optional and as wide as the specification
// allows, so that the documents contract/openapi.ts and
// contract/qdrant/openapi.ts build (zod-openapi's oas31 types) are assignable
// without a cast. A schema may be a boolean in
// 3.1 (JSON Schema 2020-12): true takes any value, false none.

export interface OpenApiReference {
  $ref: string;
}

export type OpenApiSchema = boolean | OpenApiSchemaObject;

export interface OpenApiSchemaObject {
  $ref?: string;
  type?: string | readonly string[];
  format?: string;
  description?: string;
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Readonly<Record<string, OpenApiSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  anyOf?: readonly OpenApiSchema[];
  oneOf?: readonly OpenApiSchema[];
  allOf?: readonly OpenApiSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
}

export interface OpenApiMediaType {
  schema?: OpenApiSchema;
}

export type OpenApiContent = Readonly<Record<string, OpenApiMediaType | OpenApiReference>>;

export interface OpenApiRequestBody {
  required?: boolean;
  content: OpenApiContent;
}

export interface OpenApiResponse {
  description: string;
  content?: OpenApiContent;
}

export interface OpenApiOperation {
  tags?: readonly string[];
  summary?: string;
  description?: string;
  parameters?: readonly (OpenApiParameter | OpenApiReference)[];
  requestBody?: OpenApiRequestBody | OpenApiReference;
  responses?: Readonly<Record<string, OpenApiResponse | OpenApiReference>>;
  /** An empty list: no authentication (a public route); none: the document's. */
  security?: readonly OpenApiSecurityRequirement[];
  /** contract/openapi.ts and contract/qdrant/openapi.ts: the right of contract/rights.ts the route needs, "resource.action". */
  "x-right"?: unknown;
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethodKey = (typeof HTTP_METHODS)[number];

export type OpenApiPathItem = Partial<Record<HttpMethodKey, OpenApiOperation>>;

export type OpenApiSecurityRequirement = Readonly<Record<string, readonly string[]>>;

/** A security scheme: "apiKey" (a header), "http" (bearer), ... */
export interface OpenApiSecurityScheme {
  type: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: readonly { name: string; description?: string }[];
  paths?: Readonly<Record<string, OpenApiPathItem>>;
  /** What every call takes unless it says otherwise. */
  security?: readonly OpenApiSecurityRequirement[];
  components?: { schemas?: Readonly<Record<string, OpenApiSchema>>; securitySchemes?: Readonly<Record<string, OpenApiSecurityScheme | OpenApiReference>> };
}
