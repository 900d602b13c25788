// Collection and alias names as Qdrant allows them, and the distances: the
// pieces of contract/qdrant/collections.ts that /api's contract shares (an
// import's target). Kept apart, and free of const type parameters, because
// Gatsby compiles gatsby-node's imports (the API reference reaches contract/
// api-routes.ts) with a TypeScript parser that does not read them.
import { z } from "zod";
import { quote } from "./wording";

const MAX_NAME_LENGTH = 255;
// "%" too: a name holding one reads as another once it is in a URL path ("%00" is a NUL there).
const FORBIDDEN_NAME_CHARACTERS = ["<", ">", ":", '"', "/", "\\", "|", "?", "*", "%"];
// Whole UTF-16 pairs only: half of one is no character, and UTF-8 cannot store it.
const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

function nameCharacterProblem(name: unknown): string {
  const forbidden = FORBIDDEN_NAME_CHARACTERS.find((character) => String(name).includes(character));
  return forbidden ? `collection name cannot contain "${quote(forbidden)}" char` : "collection name cannot contain control characters";
}

/**
 * Qdrant's rule for collection and alias names: 1 to 255 characters, none of
 * < > : " / \ | ? * and no control characters; here also not blank, no "%" and
 * no lone surrogate, so that every name can be stored and written in a URL.
 */
export const CollectionName = z
  .string()
  .min(1, { error: "collection name must not be empty" })
  .max(MAX_NAME_LENGTH, { error: `collection name must be at most ${MAX_NAME_LENGTH} characters` })
  // eslint-disable-next-line no-control-regex
  .regex(/^[^<>:"/\\|?*%\u0000-\u001f]*$/, { error: (issue) => nameCharacterProblem(issue.input) })
  .regex(/\S/, { error: "collection name must not be blank" })
  .regex(WELL_FORMED, { error: "collection name must be valid Unicode text" });

/**
 * A collection or alias name to look up: any text but a NUL (U+0000), which no
 * name can hold (CollectionName refuses it, and the metadata store could not
 * keep it), answered with the same words as CollectionName's.
 */
export const ExistingName = z.string().refine((name) => !name.includes("\u0000"), { error: (issue) => nameCharacterProblem(issue.input) });

/** The path of a route that names a collection that may exist. */
export const CollectionLookupPath = z.object({ collection_name: ExistingName });

/** The path of a route that names a new collection. */
export const CollectionPath = z.object({ collection_name: CollectionName });

export const Distance = z.enum(["Cosine", "Euclid", "Dot", "Manhattan"]);

export type Distance = z.output<typeof Distance>;

