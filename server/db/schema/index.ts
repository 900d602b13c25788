// The metadata store's whole schema: drizzle-kit generates migrations from it
// (drizzle.config.ts) and the query layer types every table with it. One file
// per part of the service, each re-exported here.
export * from "./organisations";
export * from "./identity";
export * from "./data-plane";
export * from "./jobs";
export * from "./uploads";
export * from "./imports";
export * from "./external-models";
export * from "./metering";
export * from "./job-schedules";
export * from "./alerts";
export * from "./members";
export * from "./billing";
export * from "./audit";
export * from "./snapshots";
export * from "./notebooks";
