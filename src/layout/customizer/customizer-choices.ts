// The choices the Theme Customizer offers. The horizontal layout offers no
// semi-dark mode and no hidden app bar (SPEC.md section 2).
import type { AppBarType, ContentWidth, Layout, Mode, Skin, ThemeColor } from "../../state/settings-rules";

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export const SKIN_CHOICES: readonly Choice<Skin>[] = [
  { value: "default", label: "Default" },
  { value: "bordered", label: "Bordered" },
];

export const THEME_COLOR_CHOICES: readonly Choice<ThemeColor>[] = [
  { value: "primary", label: "Primary" },
  { value: "secondary", label: "Secondary" },
  { value: "success", label: "Success" },
  { value: "error", label: "Error" },
  { value: "warning", label: "Warning" },
  { value: "info", label: "Info" },
];

export const CONTENT_WIDTH_CHOICES: readonly Choice<ContentWidth>[] = [
  { value: "full", label: "Full" },
  { value: "boxed", label: "Boxed" },
];

export const LAYOUT_CHOICES: readonly Choice<Layout>[] = [
  { value: "vertical", label: "Vertical" },
  { value: "horizontal", label: "Horizontal" },
];

export function modeChoices(layout: Layout): Choice<Mode>[] {
  const choices: Choice<Mode>[] = [
    { value: "light", label: "Light" },
    { value: "dark", label: "Dark" },
  ];
  return layout === "horizontal" ? choices : [...choices, { value: "semi-dark", label: "Semi Dark" }];
}

export function appBarChoices(layout: Layout): Choice<AppBarType>[] {
  const choices: Choice<AppBarType>[] = [
    { value: "fixed", label: "Fixed" },
    { value: "static", label: "Static" },
  ];
  return layout === "horizontal" ? choices : [...choices, { value: "hidden", label: "Hidden" }];
}
