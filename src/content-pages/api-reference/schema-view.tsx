// A JSON schema as nested lists: each field with its type, whether it is
// required, its limits and its description, and the fields inside it. Named
// schemas are links to their entry under "Schemas".
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { createContext, useContext } from "react";
import type { PropertyView, SchemaView } from "./api-reference-types";
import { CodeSpans } from "./code-spans";

/** The anchor prefix of the API whose schemas are shown (ApiReferenceContext.anchorPrefix): a name links to that API's schema. */
export const SchemaAnchorPrefix = createContext("");

export function schemaAnchor(name: string, anchorPrefix = ""): string {
  return `${anchorPrefix}schema-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

const MONO = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: "0.875em" } as const;

/** The type in a few words: "string or null", "array of ApiKeySummary", a link for a named schema. */
export function SchemaType({ schema }: { schema: SchemaView }) {
  const anchorPrefix = useContext(SchemaAnchorPrefix);
  if (schema.ref !== undefined) {
    return (
      <MuiLink href={`#${schemaAnchor(schema.ref, anchorPrefix)}`} sx={MONO}>
        {schema.ref}
      </MuiLink>
    );
  }
  if (schema.variants !== undefined) {
    const joiner = schema.variants.kind === "any" ? " or " : " and ";
    return (
      <>
        {schema.variants.schemas.map((variant, index) => (
          <span key={index}>
            {index > 0 ? joiner : null}
            <SchemaType schema={variant} />
          </span>
        ))}
      </>
    );
  }
  const { items } = schema;
  if (items !== undefined) {
    const others = schema.types.filter((type) => type !== "array");
    return (
      <Box component="span" sx={MONO}>
        {others.length > 0 ? `${others.join(" or ")} or ` : null}array of <SchemaType schema={items} />
      </Box>
    );
  }
  const named = schema.types.length > 0 ? schema.types.join(" or ") : schema.properties !== undefined ? "object" : "any";
  return (
    <Box component="span" sx={MONO}>
      {named}
    </Box>
  );
}

/** What a schema says besides its type: limits, then its description. */
function SchemaNotes({ schema }: { schema: SchemaView }) {
  const notes = schema.constraints.join("; ");
  if (!notes && !schema.description) return null;
  return (
    <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
      {notes ? ` — ${notes}` : null}
      {schema.description ? (
        <>
          {notes ? ". " : " — "}
          <CodeSpans text={schema.description} />
        </>
      ) : null}
    </Typography>
  );
}

/** The fields inside a schema, or inside its items or variants; nothing for a plain value or a named schema. */
export function SchemaFields({ schema }: { schema: SchemaView }) {
  if (schema.ref !== undefined) return null;
  if (schema.properties !== undefined) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {schema.properties.map((property) => (
          <SchemaProperty key={property.name} property={property} />
        ))}
      </Box>
    );
  }
  if (schema.items !== undefined) return <SchemaFields schema={schema.items} />;
  if (schema.variants !== undefined) {
    return (
      <>
        {schema.variants.schemas.map((variant, index) => (
          <SchemaFields key={index} schema={variant} />
        ))}
      </>
    );
  }
  return null;
}

function SchemaProperty({ property }: { property: PropertyView }) {
  return (
    <Box component="li" sx={{ my: 0.5 }}>
      <Box component="code" sx={{ ...MONO, fontWeight: 600 }}>
        {property.name}
      </Box>{" "}
      <SchemaType schema={property.schema} />
      <Typography component="span" variant="body2" sx={{ color: property.required ? "warning.main" : "text.secondary" }}>
        {property.required ? " required" : " optional"}
      </Typography>
      <SchemaNotes schema={property.schema} />
      <SchemaFields schema={property.schema} />
    </Box>
  );
}

/** A whole schema: its type and notes on one line, then its fields. */
export function SchemaBlock({ schema }: { schema: SchemaView }) {
  return (
    <Box sx={{ lineHeight: 1.7 }}>
      <Typography component="div" variant="body2">
        <SchemaType schema={schema} />
        <SchemaNotes schema={schema} />
      </Typography>
      <SchemaFields schema={schema} />
    </Box>
  );
}
