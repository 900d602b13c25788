// Device tracking: ConfirmDevice (after a sign-in offered NewDeviceMetadata),
// GetDevice, ListDevices, ForgetDevice and UpdateDeviceStatus. Devices are
// remembered when confirmed (Cognito's "always remember" setting).
import { z } from "zod";
import { DEVICE_STATUSES } from "../../db/schema/identity";
import { sealSecret } from "../../secrets/secret-box";
import { CognitoError } from "../errors";
import { deleteDevice, findDevice, listDevices as listDeviceRows, toDeviceType, updateDevice } from "../store/devices";
import { defineAction, member, tokenMember, type ActionContext } from "./action";
import { authenticate } from "./guards";

const deviceKeyMember = member(1, 55).regex(/^[\w-]+_[0-9a-f-]+$/, "Member must satisfy regular expression pattern: [\\w-]+_[0-9a-f-]+");
const MAX_DEVICES_PER_PAGE = 60;

function deviceNotFound(): CognitoError {
  return new CognitoError("ResourceNotFoundException", "Device does not exist.");
}

async function ownDevice(context: ActionContext, accessToken: string, deviceKey: string) {
  const { user } = await authenticate(context, accessToken);
  const device = await findDevice(context.service, user.sub, deviceKey);
  if (!device) throw deviceNotFound();
  return { user, device };
}

const confirmInput = z.object({
  AccessToken: tokenMember,
  DeviceKey: deviceKeyMember,
  DeviceSecretVerifierConfig: z.object({ PasswordVerifier: z.string().max(4096).optional(), Salt: z.string().max(1024).optional() }).optional(),
  DeviceName: z.string().max(1024).optional(),
});

export const confirmDevice = defineAction(confirmInput, async (context, { AccessToken, DeviceKey, DeviceSecretVerifierConfig, DeviceName }) => {
  const { device } = await ownDevice(context, AccessToken, DeviceKey);
  // Kept sealed for device sign-in (DEVICE_SRP_AUTH), which this pool does not ask for yet.
  const verifierEnc = DeviceSecretVerifierConfig
    ? sealSecret(context.service.keys.encryption, JSON.stringify(DeviceSecretVerifierConfig), `device:${device.deviceKey}`)
    : null;
  await updateDevice(context.service, device.deviceKey, { confirmed: true, status: "remembered", name: DeviceName ?? null, verifierEnc });
  return { UserConfirmationNecessary: false };
});

const deviceInput = z.object({ AccessToken: tokenMember, DeviceKey: deviceKeyMember });

export const getDevice = defineAction(deviceInput, async (context, { AccessToken, DeviceKey }) => {
  const { device } = await ownDevice(context, AccessToken, DeviceKey);
  return { Device: toDeviceType(device) };
});

export const forgetDevice = defineAction(deviceInput, async (context, { AccessToken, DeviceKey }) => {
  const { user } = await authenticate(context, AccessToken);
  if (!(await deleteDevice(context.service, user.sub, DeviceKey))) throw deviceNotFound();
  return {};
});

const statusInput = deviceInput.extend({ DeviceRememberedStatus: z.enum(DEVICE_STATUSES).optional() });

export const updateDeviceStatus = defineAction(statusInput, async (context, { AccessToken, DeviceKey, DeviceRememberedStatus }) => {
  const { device } = await ownDevice(context, AccessToken, DeviceKey);
  if (DeviceRememberedStatus) await updateDevice(context.service, device.deviceKey, { status: DeviceRememberedStatus });
  return {};
});

const listInput = z.object({
  AccessToken: tokenMember,
  Limit: z.number().int().min(0).max(MAX_DEVICES_PER_PAGE, `Member must have value less than or equal to ${MAX_DEVICES_PER_PAGE}`).optional(),
  PaginationToken: z.string().max(512).optional(),
});

export const listDevices = defineAction(listInput, async (context, { AccessToken, Limit, PaginationToken }) => {
  const { user } = await authenticate(context, AccessToken);
  const limit = Limit || MAX_DEVICES_PER_PAGE;
  const after = PaginationToken ? Buffer.from(PaginationToken, "base64url").toString("utf8") : undefined;
  const rows = await listDeviceRows(context.service, user.sub, limit + 1, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    Devices: page.map(toDeviceType),
    ...(rows.length > limit && last ? { PaginationToken: Buffer.from(last.deviceKey, "utf8").toString("base64url") } : {}),
  };
});
