// Devices a user signed in from (Cognito device tracking): offered at sign-in
// as NewDeviceMetadata, confirmed by the client with its own SRP verifier,
// then listed, remembered or forgotten by the user.
import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { identityDevices, type IdentityDevice } from "../../db/schema/identity";
import type { IdentityService } from "../service";

const UNCONFIRMED_DEVICE_HOURS = 24;

/** Keys look like Cognito's: "<region>_<uuid>"; group keys are opaque. */
export async function offerNewDevice(service: IdentityService, sub: string, ip: string): Promise<{ DeviceKey: string; DeviceGroupKey: string }> {
  const deviceKey = `${service.poolId.split("_")[0]}_${randomUUID()}`;
  const groupKey = `-${randomBytes(9).toString("base64url")}`;
  // Clients that never confirm (scripts with USER_PASSWORD_AUTH) would otherwise leave a row per sign-in.
  await service.db
    .delete(identityDevices)
    .where(
      and(
        eq(identityDevices.userSub, sub),
        eq(identityDevices.confirmed, false),
        lt(identityDevices.createdAt, new Date(Date.now() - UNCONFIRMED_DEVICE_HOURS * 3600_000)),
      ),
    );
  await service.db.insert(identityDevices).values({ deviceKey, userSub: sub, groupKey, lastIp: ip, lastAuthenticatedAt: new Date() });
  return { DeviceKey: deviceKey, DeviceGroupKey: groupKey };
}

export async function findDevice(service: IdentityService, sub: string, deviceKey: string): Promise<IdentityDevice | undefined> {
  const rows = await service.db
    .select()
    .from(identityDevices)
    .where(and(eq(identityDevices.userSub, sub), eq(identityDevices.deviceKey, deviceKey)))
    .limit(1);
  return rows[0];
}

export async function updateDevice(service: IdentityService, deviceKey: string, changes: Partial<typeof identityDevices.$inferInsert>): Promise<void> {
  await service.db
    .update(identityDevices)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(identityDevices.deviceKey, deviceKey));
}

export async function deleteDevice(service: IdentityService, sub: string, deviceKey: string): Promise<boolean> {
  const deleted = await service.db
    .delete(identityDevices)
    .where(and(eq(identityDevices.userSub, sub), eq(identityDevices.deviceKey, deviceKey)))
    .returning({ deviceKey: identityDevices.deviceKey });
  return deleted.length > 0;
}

/** Confirmed devices in a stable order, after the given key (ListDevices' pagination token). */
export async function listDevices(service: IdentityService, sub: string, limit: number, afterKey?: string): Promise<IdentityDevice[]> {
  const conditions = [eq(identityDevices.userSub, sub), eq(identityDevices.confirmed, true)];
  if (afterKey) conditions.push(gt(identityDevices.deviceKey, afterKey));
  return service.db
    .select()
    .from(identityDevices)
    .where(and(...conditions))
    .orderBy(asc(identityDevices.deviceKey))
    .limit(limit);
}

/** Cognito's DeviceType. */
export function toDeviceType(device: IdentityDevice) {
  const attributes = [
    { Name: "device_status", Value: "valid" },
    { Name: "device_remembered_status", Value: device.status },
    ...(device.name ? [{ Name: "device_name", Value: device.name }] : []),
    ...(device.lastIp ? [{ Name: "last_ip_used", Value: device.lastIp }] : []),
  ];
  const seconds = (date: Date | null) => (date ? date.getTime() / 1000 : undefined);
  return {
    DeviceKey: device.deviceKey,
    DeviceAttributes: attributes,
    DeviceCreateDate: seconds(device.createdAt),
    DeviceLastModifiedDate: seconds(device.updatedAt),
    DeviceLastAuthenticatedDate: seconds(device.lastAuthenticatedAt),
  };
}
