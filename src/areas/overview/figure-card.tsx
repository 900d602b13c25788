// One card of the Overview: its name as an h2, its figure large, and what
// explains the figure below it.
import { useId, type ReactNode } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";

export interface FigureCardProps {
  title: string;
  figure: ReactNode;
  children?: ReactNode;
}

export function FigureCard({ title, figure, children }: FigureCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ position: "relative", display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1 }}>
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ color: "text.secondary" }}>
          {title}
        </Typography>
        <Typography variant="h4" component="p" sx={{ m: 0, fontWeight: 600 }}>
          {figure}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
