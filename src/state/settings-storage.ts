// Settings kept in localStorage under "settings" (SPEC.md sections 3 and 9).
// The app bar, footer, layout, hidden navigation, last layout and toast
// position are not saved. A stored value is checked field by field: whatever
// is missing or malformed falls back to the current value.
import {
  CONTENT_WIDTHS,
  DIRECTIONS,
  MODES,
  NAV_TOGGLE_TYPES,
  SKINS,
  THEME_COLORS,
  type Settings,
} from "./settings-rules";

export const SETTINGS_STORAGE_KEY = "settings";

type Validator = (value: unknown) => boolean;

const oneOf =
  (allowed: readonly string[]): Validator =>
  (value) =>
    typeof value === "string" && allowed.includes(value);
const isBoolean: Validator = (value) => typeof value === "boolean";

const STORED_FIELDS = {
  mode: oneOf(MODES),
  skin: oneOf(SKINS),
  direction: oneOf(DIRECTIONS),
  appBarBlur: isBoolean,
  themeColor: oneOf(THEME_COLORS),
  navCollapsed: isBoolean,
  contentWidth: oneOf(CONTENT_WIDTHS),
  verticalNavToggleType: oneOf(NAV_TOGGLE_TYPES),
} satisfies Partial<Record<keyof Settings, Validator>>;

type StoredField = keyof typeof STORED_FIELDS;
export type StoredSettings = Pick<Settings, StoredField>;

const STORED_KEYS = Object.keys(STORED_FIELDS) as StoredField[];

export function toStoredSettings(settings: Settings): StoredSettings {
  const stored: Partial<Record<StoredField, unknown>> = {};
  for (const key of STORED_KEYS) stored[key] = settings[key];
  return stored as StoredSettings;
}

/** The valid fields of a stored value; nothing for a missing or corrupt one. */
export function parseStoredSettings(raw: string | null): Partial<StoredSettings> {
  if (raw === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const parsed: Partial<Record<StoredField, unknown>> = {};
  for (const key of STORED_KEYS) {
    if (STORED_FIELDS[key](record[key])) parsed[key] = record[key];
  }
  return parsed as Partial<StoredSettings>;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredSettings(): Partial<StoredSettings> {
  try {
    return parseStoredSettings(storage()?.getItem(SETTINGS_STORAGE_KEY) ?? null);
  } catch {
    return {};
  }
}

export function writeStoredSettings(settings: Settings): void {
  try {
    storage()?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(toStoredSettings(settings)));
  } catch {
    // A full or blocked storage keeps the settings for this visit only.
  }
}
