// The inputs every built-in model refuses, before any work is queued: no
// text at all, a text that is empty or only white space (it has nothing to
// embed; Qdrant's own BM25 would answer an empty vector, a dense model has
// none to give), and a text longer than the model takes.
import { ModelError } from "../embedding-model";

export function checkTexts(model: string, texts: readonly string[], maxCharacters: number): void {
  if (texts.length === 0) throw new ModelError("bad_input", `${model}: no text to embed (the list is empty)`);
  texts.forEach((text, index) => {
    if (text.trim().length === 0) throw new ModelError("bad_input", `${model}: the text at index ${index} is empty`);
    if (text.length > maxCharacters) {
      throw new ModelError("bad_input", `${model}: the text at index ${index} has ${text.length} characters, more than the ${maxCharacters} it takes`);
    }
  });
}
