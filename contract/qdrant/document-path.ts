// Where the service serves the data plane's OpenAPI document
// (contract/qdrant/openapi.ts): at its root, beside Qdrant's own routes.
// Qdrant serves no document of its own, none of its routes is /openapi.json,
// and a collection's name is only ever a segment under /collections/, so the
// path can clash with neither; a static route, it wins over the console's
// catch-all GET /* whatever the console's build holds. Apart from the
// generator, so that /api's document can name it without loading the data
// plane's contract.
export const DATA_PLANE_DOCUMENT_PATH = "/openapi.json";
