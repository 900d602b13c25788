// /help-center/api-reference/: every call of the service, from the OpenAPI
// documents built from its route declarations (read at build time by
// gatsby/api-reference.ts): the console's API (/api, contract/openapi.ts) and
// the Qdrant-compatible data plane at the service root
// (contract/qdrant/openapi.ts), one section each. Static: it reads the same
// with JavaScript off.
import type { HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { PageHeader } from "../../components/page-header";
import { ContentHead } from "../content-head";
import type { ContentPageProps } from "../content-types";
import { HelpBreadcrumbs } from "../help-center/help-breadcrumbs";
import type { ApiReferencePageContext, ApiReferenceSection } from "./api-reference-types";
import { ApiSection, groupAnchor, schemasAnchor } from "./api-section";

const TITLE = "API reference";
const DESCRIPTION = "Every call of Vector Database Cloud, the console's API and the Qdrant-compatible data plane: what it reads, what it answers and who may call it.";

function ApiContents({ api }: { api: ApiReferenceSection }) {
  return (
    <li>
      <MuiLink href={`#${api.id}`}>{api.heading}</MuiLink>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {api.groups.map((group) => (
          <li key={group.tag}>
            <MuiLink href={`#${groupAnchor(group.tag, api.anchorPrefix)}`}>{group.tag}</MuiLink>
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
        {api.schemas.length > 0 ? (
          <li>
            <MuiLink href={`#${schemasAnchor(api.anchorPrefix)}`}>Schemas</MuiLink>
          </li>
        ) : null}
      </Box>
    </li>
  );
}

function Contents({ apis }: { apis: readonly ApiReferenceSection[] }) {
  return (
    <Box component="nav" aria-labelledby="api-contents" sx={{ mb: 4 }}>
      <Typography id="api-contents" variant="h6" component="h2" sx={{ mb: 1 }}>
        On this page
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, lineHeight: 1.8 }}>
        {apis.map((api) => (
          <ApiContents key={api.id} api={api} />
        ))}
      </Box>
    </Box>
  );
}

export default function ApiReferencePage({ pageContext }: ContentPageProps<ApiReferencePageContext>) {
  return (
    <Box sx={{ maxWidth: "60rem" }}>
      <HelpBreadcrumbs trail={[]} current={TITLE} />
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <Contents apis={pageContext.apis} />
      {pageContext.apis.map((api) => (
        <ApiSection key={api.id} api={api} />
      ))}
    </Box>
  );
}

export const Head: HeadFC<object, ApiReferencePageContext> = () => <ContentHead title={`${TITLE} · Help Center`} description={DESCRIPTION} />;
