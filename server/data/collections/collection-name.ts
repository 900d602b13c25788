// Qdrant's rule for collection and alias names: 1 to 255 characters, none of
// < > : " / \ | ? * and no control characters (they become file names there).
import { validationError } from "../qdrant-errors";

const FORBIDDEN = ["<", ">", ":", '"', "/", "\\", "|", "?", "*"];
const MAX_LENGTH = 255;

export function validateCollectionName(name: string, field = "collection_name", where = "path parameters"): void {
  const problem = nameProblem(name);
  if (problem) throw validationError([`${field}: ${problem}`], where);
}

function nameProblem(name: string): string | undefined {
  if (name.length === 0) return "collection name must not be empty";
  if (name.length > MAX_LENGTH) return `collection name must be at most ${MAX_LENGTH} characters`;
  const forbidden = FORBIDDEN.find((character) => name.includes(character));
  if (forbidden) return `collection name cannot contain "${forbidden}" char`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return "collection name cannot contain control characters";
  return undefined;
}
