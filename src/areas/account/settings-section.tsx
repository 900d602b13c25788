// One titled block of the account settings (profile, password, two-step
// verification, sessions, deletion), with its heading as an h2.
import { useId, type ReactNode } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";

export interface SettingsSectionProps {
  title: string;
  description: string;
  children: ReactNode;
  tone?: "default" | "danger";
}

export function SettingsSection({ title, description, children, tone = "default" }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={tone === "danger" ? { borderColor: "error.main" } : undefined}>
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <div>
          <Typography id={titleId} variant="h6" component="h2" sx={tone === "danger" ? { color: "error.main" } : undefined}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {description}
          </Typography>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
