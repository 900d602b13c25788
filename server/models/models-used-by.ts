// Which collections each model filled: the project's imports (jobs of kind
// "import", dry runs left out) whose mapping embeds a text column with a
// model ({"source": "text", "model"}), read from the jobs' JSON input in SQL.
// An input of another shape (an older kind of import) counts for nothing.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";

export async function findModelsUsedBy(db: Database, projectId: string): Promise<Map<string, string[]>> {
  const vectors = sql`${jobs.input} -> 'mapping' -> 'vectors'`;
  const { rows } = await db.execute<{ model: string; collection: string }>(sql`
    select distinct vector ->> 'model' as model, ${jobs.input} -> 'target' ->> 'collection' as collection
    from ${jobs}
    cross join lateral json_array_elements(case when json_typeof(${vectors}) = 'array' then ${vectors} else '[]'::json end) as vector
    where ${jobs.projectId} = ${projectId}
      and ${jobs.kind} = 'import'
      and (${jobs.input} ->> 'dryRun') is distinct from 'true'
      and vector ->> 'model' is not null
      and ${jobs.input} -> 'target' ->> 'collection' is not null
    order by collection`);
  const usedBy = new Map<string, string[]>();
  for (const { model, collection } of rows) usedBy.set(model, [...(usedBy.get(model) ?? []), collection]);
  return usedBy;
}
