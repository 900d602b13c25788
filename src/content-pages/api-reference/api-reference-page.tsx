// /help-center/api-reference/: the control plane's API, from its OpenAPI
// document (contract/openapi.ts, read at build time by gatsby/api-reference.ts):
// every call by tag, with its parameters, body and replies, then the named
// schemas they share. Static: it reads the same with JavaScript off.
import type { HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { PageHeader } from "../../components/page-header";
import { ContentHead } from "../content-head";
import type { ContentPageProps } from "../content-types";
import { HelpBreadcrumbs } from "../help-center/help-breadcrumbs";
import { ApiOperation } from "./api-operation";
import type { ApiReferenceContext } from "./api-reference-types";
import { CodeSpans } from "./code-spans";
import { schemaAnchor, SchemaBlock } from "./schema-view";

const TITLE = "API reference";
const DESCRIPTION = "Every call of the Vector Database Cloud control plane: what it reads, what it answers and who may call it.";

function groupAnchor(tag: string): string {
  return `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

function Contents({ context }: { context: ApiReferenceContext }) {
  return (
    <Box component="nav" aria-labelledby="api-contents" sx={{ mb: 4 }}>
      <Typography id="api-contents" variant="h6" component="h2" sx={{ mb: 1 }}>
        On this page
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, lineHeight: 1.8 }}>
        {context.groups.map((group) => (
          <li key={group.tag}>
            <MuiLink href={`#${groupAnchor(group.tag)}`}>{group.tag}</MuiLink>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {group.operations.map((operation) => (
                <li key={operation.id}>
                  <MuiLink href={`#${operation.id}`}>
                    <code>{`${operation.method} ${operation.path}`}</code>
                  </MuiLink>
                  <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>{` — ${operation.summary}`}</Typography>
                </li>
              ))}
            </Box>
          </li>
        ))}
        {context.schemas.length > 0 ? (
          <li>
            <MuiLink href="#schemas">Schemas</MuiLink>
          </li>
        ) : null}
      </Box>
    </Box>
  );
}

export default function ApiReferencePage({ pageContext }: ContentPageProps<ApiReferenceContext>) {
  return (
    <Box sx={{ maxWidth: "60rem" }}>
      <HelpBreadcrumbs trail={[]} current={TITLE} />
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <Box sx={{ mb: 4 }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {`${pageContext.title}, version ${pageContext.version}.`}
          {pageContext.documentPath ? (
            <>
              {" The same document as OpenAPI 3.1 JSON: "}
              <MuiLink href={pageContext.documentPath}>{pageContext.documentPath}</MuiLink>.
            </>
          ) : null}
        </Typography>
        {pageContext.description ? (
          <Typography sx={{ mt: 1 }}>
            <CodeSpans text={pageContext.description} />
          </Typography>
        ) : null}
      </Box>
      <Contents context={pageContext} />
      {pageContext.groups.map((group) => (
        <Box component="section" key={group.tag} id={groupAnchor(group.tag)} aria-labelledby={`${groupAnchor(group.tag)}-title`} sx={{ mb: 4, scrollMarginTop: "5rem" }}>
          <Typography id={`${groupAnchor(group.tag)}-title`} variant="h5" component="h2">
            {group.tag}
          </Typography>
          {group.description ? <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{group.description}</Typography> : null}
          {group.operations.map((operation) => (
            <ApiOperation key={operation.id} operation={operation} />
          ))}
        </Box>
      ))}
      {pageContext.schemas.length > 0 ? (
        <Box component="section" id="schemas" aria-labelledby="schemas-title" sx={{ scrollMarginTop: "5rem" }}>
          <Typography id="schemas-title" variant="h5" component="h2" sx={{ mb: 1 }}>
            Schemas
          </Typography>
          {pageContext.schemas.map(({ name, schema }) => (
            <Box
              component="section"
              key={name}
              id={schemaAnchor(name)}
              aria-labelledby={`${schemaAnchor(name)}-title`}
              sx={{ py: 2, borderTop: 1, borderColor: "divider", scrollMarginTop: "5rem" }}
            >
              <Typography id={`${schemaAnchor(name)}-title`} variant="h6" component="h3" sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: "1rem" }}>
                {name}
              </Typography>
              <SchemaBlock schema={schema} />
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

export const Head: HeadFC<object, ApiReferenceContext> = () => <ContentHead title={`${TITLE} · Help Center`} description={DESCRIPTION} />;
