// The collection a data-plane call is metered under: the name from its path
// when that name is one of the project's collections or aliases, otherwise
// MISSING_COLLECTION, so that calls to names made up by the thousand (each
// answered 404, or `exists: false`) make one series, not one each. The data
// router asks when the call comes in and, for a name that was missing then,
// again when its answer has gone: a call that creates a collection, and one
// that deletes it, keep its name.
import { MISSING_COLLECTION } from "../../contract/metrics-labels";

/** What the label is looked up in: the data plane's collection catalog (cached names, one query per project at most). */
export interface CollectionNames {
  find(projectId: string, name: string): Promise<unknown>;
}

/** null for a call that names no collection. */
export async function collectionLabelOf(names: CollectionNames, projectId: string, name: string): Promise<string | null> {
  if (name === "") return null;
  try {
    return (await names.find(projectId, name)) === undefined ? MISSING_COLLECTION : name;
  } catch {
    // The store did not answer: the name is kept, and the bound on series per project (series-bound.ts) still holds.
    return name;
  }
}

/** When the answer has gone: the label the call came in with, unless its name was missing then (the call may have created it). */
export async function collectionLabelAfter(names: CollectionNames, projectId: string, name: string, labelBefore: string | null): Promise<string | null> {
  return labelBefore === MISSING_COLLECTION ? collectionLabelOf(names, projectId, name) : labelBefore;
}
