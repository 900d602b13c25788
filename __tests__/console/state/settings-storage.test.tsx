import { act, render, screen } from "@testing-library/react";
import { useSettings } from "../../../src/state/settings";
import { DEFAULT_SETTINGS, type Settings } from "../../../src/state/settings-rules";
import { parseStoredSettings, SETTINGS_STORAGE_KEY, toStoredSettings } from "../../../src/state/settings-storage";
import { StateRoot } from "../../../src/state/state-root";

const EXCLUDED = ["appBar", "footer", "layout", "navHidden", "lastLayout", "toastPosition"];

function storedSettings(): Record<string, unknown> {
  return JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "null") as Record<string, unknown>;
}

let api: ReturnType<typeof useSettings>;
function SettingsProbe() {
  api = useSettings();
  return (
    <p>
      mode {api.settings.mode}, skin {api.settings.skin}, collapsed {String(api.settings.navCollapsed)}
    </p>
  );
}

function renderProbe() {
  return render(
    <StateRoot>
      <SettingsProbe />
    </StateRoot>,
  );
}

describe("what is saved", () => {
  it("leaves out the app bar, footer, layout, hidden navigation, last layout and toast position", () => {
    const saved = toStoredSettings({ ...DEFAULT_SETTINGS, layout: "horizontal", appBar: "static", navHidden: true });
    for (const key of EXCLUDED) expect(saved).not.toHaveProperty(key);
    expect(Object.keys(saved).sort()).toEqual(
      ["appBarBlur", "contentWidth", "direction", "mode", "navCollapsed", "skin", "themeColor", "verticalNavToggleType"],
    );
  });

  it("writes a change to localStorage under settings, without the excluded keys", () => {
    renderProbe();
    act(() => api.saveSettings({ mode: "dark", layout: "horizontal", appBar: "static", navHidden: true }));
    const saved = storedSettings();
    expect(saved).toMatchObject({ mode: "dark" });
    for (const key of EXCLUDED) expect(saved).not.toHaveProperty(key);
  });
});

describe("restoring", () => {
  it("restores the saved settings after mount", () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ mode: "dark", skin: "bordered", navCollapsed: true }));
    renderProbe();
    expect(screen.getByText("mode dark, skin bordered, collapsed true")).toBeInTheDocument();
  });

  it("ignores excluded keys found in storage", () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ layout: "horizontal", appBar: "hidden", navHidden: true }));
    renderProbe();
    expect(api.settings).toMatchObject({ layout: "vertical", appBar: "fixed", navHidden: false });
  });

  it.each([
    ["bad JSON", "{mode: dark"],
    ["a string", JSON.stringify("dark")],
    ["an array", JSON.stringify(["dark"])],
    ["null", "null"],
  ])("falls back to the defaults for %s", (_, raw) => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, raw);
    renderProbe();
    expect(screen.getByText("mode light, skin default, collapsed false")).toBeInTheDocument();
  });

  it("keeps the valid fields of a partly corrupt value, field by field", () => {
    const raw = JSON.stringify({ mode: "dark", skin: "shiny", navCollapsed: "yes", themeColor: 3, direction: "rtl" });
    expect(parseStoredSettings(raw)).toEqual({ mode: "dark", direction: "rtl" });
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, raw);
    renderProbe();
    expect(api.settings).toMatchObject<Partial<Settings>>({ mode: "dark", skin: "default", navCollapsed: false, themeColor: "primary" });
  });
});
