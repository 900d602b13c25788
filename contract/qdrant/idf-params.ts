// Qdrant 1.19's IdfParams (search params `idf`): which points the IDF
// statistics of a sparse vector with the idf modifier are counted over.
// "global" is the whole collection, as when absent; {"corpus": filter} counts
// the documents and each dimension's document frequency over the points the
// filter matches only, whatever the search's own filter retrieves.
import { z } from "zod";
import { Filter } from "./filters";
import { selectUnion } from "./select-union";
import { AT, isJsonObject } from "./wording";

/** serde's refusal of a value none of the untagged enum's forms reads. */
const NOT_IDF_PARAMS = `data did not match any variant of untagged enum IdfParams${AT}`;

const IdfScope = z.literal("global").meta({ id: "IdfScope", description: "Collection-wide statistics, as when idf is absent" });

const IdfCorpusParams = z
  .object({ corpus: Filter }, { error: () => NOT_IDF_PARAMS })
  .meta({ id: "IdfCorpusParams", description: "Statistics over the points matching the corpus filter" });

/** Told apart by form: the one string, or an object with a corpus (whose filter words its own problems). */
export const IdfParams = selectUnion([IdfScope, IdfCorpusParams], (value) => (value === "global" ? IdfScope : isJsonObject(value) && "corpus" in value ? IdfCorpusParams : undefined), {
  error: () => NOT_IDF_PARAMS,
}).meta({ id: "IdfParams", description: 'Which points sparse IDF statistics are computed over: "global" or {"corpus": filter}' });

export type IdfParams = z.output<typeof IdfParams>;
