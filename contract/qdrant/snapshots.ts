// Snapshots: Qdrant's SnapshotDescription, SnapshotRecover and the query of
// its snapshot calls. A snapshot here is this service's own file (its format:
// server/data/snapshots/snapshot-format.ts), named and listed as Qdrant names
// and lists its own.
import { z } from "zod";
import { ExistingName } from "./collection-names";
import { waitParam } from "./fields";
import { PATH, expecting } from "./wording";

/** `<collection>-<16 digits>-<YYYY-MM-DD-HH-MM-SS>.snapshot`, as Qdrant names its own (its peer id in the middle). */
export const SNAPSHOT_SUFFIX = ".snapshot";

export const SnapshotDescription = z.object({
  name: z.string(),
  /** UTC, to the second, without a zone: Qdrant's "partial-date-time". */
  creation_time: z.string().nullable(),
  size: z.number().int().nonnegative(),
  /** SHA-256 of the whole file, hexadecimal. */
  checksum: z.string().nullable(),
});

export type SnapshotDescription = z.output<typeof SnapshotDescription>;

export const SnapshotPriority = z.enum(["no_sync", "snapshot", "replica"], { error: `${PATH}: expected one of no_sync, snapshot or replica` });

/** A SHA-256 checksum as Qdrant prints one: 64 hexadecimal digits (either case). */
export const Checksum = z
  .string({ error: `${PATH}: expected a SHA-256 checksum (64 hexadecimal digits)` })
  .regex(/^[0-9a-fA-F]{64}$/, { error: `${PATH}: expected a SHA-256 checksum (64 hexadecimal digits)` })
  .transform((checksum) => checksum.toLowerCase());

export const SnapshotRecover = z.object(
  {
    location: z.string({ error: "missing field `location` (the snapshot's URL)" }).min(1, { error: `${PATH}: expected the snapshot's URL` }),
    priority: SnapshotPriority.nullish(),
    checksum: Checksum.nullish(),
    /** Sent as the `api-key` header when the snapshot is fetched from another service. */
    api_key: z.string().nullish(),
  },
  { error: expecting("an object") },
);

export type SnapshotRecover = z.output<typeof SnapshotRecover>;

/** ?wait: snapshot calls wait by default (Qdrant's true), unlike point writes. */
export const SnapshotWaitQuery = z.object({ wait: waitParam(true) });

/** POST .../snapshots/upload: ?wait&priority&checksum. */
export const SnapshotUploadQuery = z.object({ wait: waitParam(true), priority: SnapshotPriority.optional(), checksum: Checksum.optional() });

/** A snapshot's name in a path: any text but a NUL; one that names no snapshot of the project is 404. */
export const SnapshotName = z.string().refine((name) => !name.includes("\u0000") && !name.includes("/"), { error: `${PATH}: not a snapshot name` });

export const CollectionSnapshotPath = z.object({ collection_name: ExistingName, snapshot_name: SnapshotName });

export const FullSnapshotPath = z.object({ snapshot_name: SnapshotName });
