// The settings atom and the one hook the console uses to read and change it.
import { useCallback, useEffect, useMemo } from "react";
import { atom, useRecoilState, useSetRecoilState } from "recoil";
import useMediaQuery from "@mui/material/useMediaQuery";
import { SMALL_SCREEN_QUERY } from "../breakpoints";
import { applyLayoutRules, applyScreenRules, changeSettings, DEFAULT_SETTINGS, type Settings } from "./settings-rules";
import { readStoredSettings, writeStoredSettings } from "./settings-storage";

/** The user's own choices; what the screen shows also depends on its size (applyScreenRules). */
const chosenSettingsState = atom<Settings>({
  key: "settings",
  default: DEFAULT_SETTINGS,
  effects: [({ onSet }) => onSet((next) => writeStoredSettings(next))],
});

export interface SettingsApi {
  /** The settings in force on this screen. */
  settings: Settings;
  /**
   * Changes the given fields only: pass what changes (`{ mode: "dark" }`), not a
   * copy of `settings`, whose layout and navCollapsed may be forced by a small screen.
   */
  saveSettings: (change: Partial<Settings>) => void;
}

export function useSettings(): SettingsApi {
  const [chosen, setChosen] = useRecoilState(chosenSettingsState);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const settings = useMemo(() => applyScreenRules(chosen, isSmallScreen), [chosen, isSmallScreen]);
  const saveSettings = useCallback(
    (change: Partial<Settings>) => setChosen((current) => changeSettings(current, change)),
    [setChosen],
  );
  return { settings, saveSettings };
}

/**
 * Restores the saved settings once, after the first render, so that the
 * server's HTML (always the defaults) and the first client render agree.
 */
export function useRestoreSettings(): void {
  const setChosen = useSetRecoilState(chosenSettingsState);
  useEffect(() => {
    const stored = readStoredSettings();
    if (Object.keys(stored).length > 0) setChosen((current) => applyLayoutRules({ ...current, ...stored }));
  }, [setChosen]);
}
