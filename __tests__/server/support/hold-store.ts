// A second process for lock tests: `tsx hold-store.ts <DATA_DIR>` opens the
// metadata store there, prints "open", and holds it until its stdin closes.
// If the store cannot be opened it prints the error's message and exits 1.
import { openStore } from "../../../server/db/open-store";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: hold-store.ts <DATA_DIR>");

openStore({ dataDir }).then(
  (store) => {
    process.stdout.write("open\n");
    process.stdin.resume();
    process.stdin.on("end", () => {
      void store.close().then(() => process.exit(0));
    });
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
