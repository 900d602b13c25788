// One titled part of a page (a collection's payload indexes, the account's
// password): a card under its h2, with what the part is for below the title.
// A danger part (deleting the account) is outlined and titled in red.
import { useId, type ReactNode } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";

export interface PageSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
  tone?: "default" | "danger";
}

export function PageSection({ title, description, children, tone = "default" }: PageSectionProps) {
  const titleId = useId();
  const heading = (
    <Typography id={titleId} variant="h6" component="h2" sx={tone === "danger" ? { color: "error.main" } : undefined}>
      {title}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={tone === "danger" ? { borderColor: "error.main" } : undefined}>
      <CardContent sx={{ display: "grid", gap: 2 }}>
        {description === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {description}
            </Typography>
          </div>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
