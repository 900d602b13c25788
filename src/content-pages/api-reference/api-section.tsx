// One API of the reference, from its OpenAPI document: what it is and where
// its JSON document is served, its calls by tag, then the named schemas they
// share. Its anchors begin with its prefix, and so do its schema links.
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { ApiOperation } from "./api-operation";
import type { ApiReferenceSection } from "./api-reference-types";
import { CodeSpans } from "./code-spans";
import { SchemaAnchorPrefix, schemaAnchor, SchemaBlock } from "./schema-view";

export function groupAnchor(tag: string, anchorPrefix: string): string {
  return `${anchorPrefix}tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

export function schemasAnchor(anchorPrefix: string): string {
  return `${anchorPrefix}schemas`;
}

function SchemaList({ api }: { api: ApiReferenceSection }) {
  const anchor = schemasAnchor(api.anchorPrefix);
  return (
    <Box component="section" id={anchor} aria-labelledby={`${anchor}-title`} sx={{ scrollMarginTop: "5rem" }}>
      <Typography id={`${anchor}-title`} variant="h5" component="h3" sx={{ mb: 1 }}>
        Schemas
      </Typography>
      {api.schemas.map(({ name, schema }) => {
        const id = schemaAnchor(name, api.anchorPrefix);
        return (
          <Box component="section" key={name} id={id} aria-labelledby={`${id}-title`} sx={{ py: 2, borderTop: 1, borderColor: "divider", scrollMarginTop: "5rem" }}>
            <Typography id={`${id}-title`} variant="h6" component="h4" sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: "1rem" }}>
              {name}
            </Typography>
            <SchemaBlock schema={schema} />
          </Box>
        );
      })}
    </Box>
  );
}

export function ApiSection({ api }: { api: ApiReferenceSection }) {
  return (
    <SchemaAnchorPrefix.Provider value={api.anchorPrefix}>
      <Box component="section" id={api.id} aria-labelledby={`${api.id}-title`} sx={{ mb: 6, scrollMarginTop: "5rem" }}>
        <Typography id={`${api.id}-title`} variant="h4" component="h2">
          {api.heading}
        </Typography>
        <Box sx={{ my: 2 }}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {`${api.title}, version ${api.version}.`}
            {api.documentPath ? (
              <>
                {" The same document as OpenAPI 3.1 JSON: "}
                <MuiLink href={api.documentPath}>{api.documentPath}</MuiLink>.
              </>
            ) : null}
          </Typography>
          {api.description ? (
            <Typography sx={{ mt: 1 }}>
              <CodeSpans text={api.description} />
            </Typography>
          ) : null}
        </Box>
        {api.groups.map((group) => {
          const anchor = groupAnchor(group.tag, api.anchorPrefix);
          return (
            <Box component="section" key={group.tag} id={anchor} aria-labelledby={`${anchor}-title`} sx={{ mb: 4, scrollMarginTop: "5rem" }}>
              <Typography id={`${anchor}-title`} variant="h5" component="h3">
                {group.tag}
              </Typography>
              {group.description ? <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{group.description}</Typography> : null}
              {group.operations.map((operation) => (
                <ApiOperation key={operation.id} operation={operation} />
              ))}
            </Box>
          );
        })}
        {api.schemas.length > 0 ? <SchemaList api={api} /> : null}
      </Box>
    </SchemaAnchorPrefix.Provider>
  );
}
