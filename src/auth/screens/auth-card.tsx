// The card every auth screen is drawn in. The shell centres it on a blank
// page; the card carries the screen's one h1.
import type { ReactNode } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Card sx={{ width: "100%", maxWidth: "28rem" }}>
      <CardContent sx={{ display: "grid", gap: 3, p: { xs: 3, sm: 5 } }}>
        <div>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {subtitle}
          </Typography>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
