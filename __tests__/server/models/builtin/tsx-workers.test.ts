// The worker pool under tsx, as the service runs (`tsx server/main.ts`): the
// other tests run it under Jest, whose transform never reaches worker
// threads; both rely on embedding-worker.cjs loading the TypeScript.
// glove-100-mean runs in the same workers but needs its 6 s cache build, so
// it is left to glove-mean.test.ts.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(__dirname, "../../../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

it("embeds in worker threads when the service runs under tsx", async () => {
  const { stdout } = await promisify(execFile)(TSX, [path.join(__dirname, "support", "embed-under-tsx.ts"), "/nonexistent/never-used"], { cwd: ROOT, timeout: 60_000 });
  expect(JSON.parse(stdout)).toEqual({ "universal-sentence-encoder-lite": 512 });
}, 60_000);
