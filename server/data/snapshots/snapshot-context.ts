// What the snapshot routes and jobs share: the data plane, where finished
// snapshot files live (a folder or a bucket: server/object-storage/), a local
// folder for the files being written or read, the jobs runner that writes and
// restores them, and the one client that fetches a tenant's URL.
import type { JobRunner } from "../../jobs/job-runner";
import type { FileStorage } from "../../object-storage/file-storage";
import type { OutboundClient } from "../../outbound/outbound-client";
import type { DataPlane } from "../data-plane";

export interface SnapshotContext {
  plane: DataPlane;
  storage: FileStorage;
  /** Local files in the making: DATA_DIR/snapshot-work. */
  workDir: string;
  /** Woken when a snapshot job is queued, so that it starts at once; absent in tests that run none. */
  jobs?: JobRunner;
  outbound: OutboundClient;
  /** The largest snapshot file an upload or a URL may bring. */
  maxFileBytes: number;
}
