import { applyLayoutRules, applyScreenRules, changeSettings, DEFAULT_SETTINGS, type Settings } from "../../../src/state/settings-rules";

const settings = (change: Partial<Settings>): Settings => ({ ...DEFAULT_SETTINGS, ...change });

describe("layout rules", () => {
  it("forces light mode when switching to horizontal from semi-dark", () => {
    const next = changeSettings(settings({ mode: "semi-dark" }), { layout: "horizontal" });
    expect(next.mode).toBe("light");
    expect(next.layout).toBe("horizontal");
  });

  it("forces a fixed app bar when switching to horizontal from hidden", () => {
    expect(changeSettings(settings({ appBar: "hidden" }), { layout: "horizontal" }).appBar).toBe("fixed");
  });

  it("keeps dark mode and a static app bar in horizontal", () => {
    const next = changeSettings(settings({ mode: "dark", appBar: "static" }), { layout: "horizontal" });
    expect(next).toMatchObject({ mode: "dark", appBar: "static" });
  });

  it("keeps semi-dark and a hidden app bar in vertical", () => {
    expect(changeSettings(settings({}), { mode: "semi-dark", appBar: "hidden" })).toMatchObject({ mode: "semi-dark", appBar: "hidden" });
  });

  it("refuses semi-dark while horizontal", () => {
    expect(changeSettings(settings({ layout: "horizontal" }), { mode: "semi-dark" }).mode).toBe("light");
  });

  it("remembers the chosen layout as lastLayout", () => {
    expect(applyLayoutRules(settings({ layout: "horizontal" })).lastLayout).toBe("horizontal");
  });
});

describe("screen rules", () => {
  const chosen = changeSettings(settings({ navCollapsed: true }), { layout: "horizontal" });

  it("forces vertical and an open navigation on a small screen", () => {
    expect(applyScreenRules(chosen, true)).toMatchObject({ layout: "vertical", lastLayout: "horizontal", navCollapsed: false });
  });

  it("restores the chosen layout and collapsed navigation on a large screen", () => {
    const small = applyScreenRules(chosen, true);
    expect(small).not.toEqual(chosen);
    expect(applyScreenRules(chosen, false)).toEqual(chosen);
    expect(applyScreenRules(chosen, false)).toMatchObject({ layout: "horizontal", navCollapsed: true });
  });
});
