// A Markdown cell as the reader sees it. marked-react turns the text into React
// elements (raw HTML shows as text, never as markup); links and images keep
// only web, mail and same-site addresses, so a shared notebook cannot carry a
// javascript: link.
import Box from "@mui/material/Box";
import { createElement, type ReactNode } from "react";
import Markdown, { type ReactRenderer } from "marked-react";

const SAFE_ADDRESS = /^(https?:|mailto:|\/|#)/i;

const renderer = {
  link(this: ReactRenderer, href: string, text: ReactNode) {
    const key = `link-${this.elementId}`;
    if (!SAFE_ADDRESS.test(href.trim())) return createElement("span", { key }, text);
    return createElement("a", { key, href, target: "_blank", rel: "noopener noreferrer" }, text);
  },
  image(this: ReactRenderer, src: string, alt: string) {
    const key = `image-${this.elementId}`;
    if (!/^https?:/i.test(src.trim())) return createElement("span", { key }, alt);
    return createElement("img", { key, src, alt, style: { maxWidth: "100%" } });
  },
};

export function MarkdownView({ source }: { source: string }) {
  return (
    <Box sx={{ "& > :first-of-type": { mt: 0 }, "& > :last-child": { mb: 0 }, "& pre": { overflow: "auto", p: 1, bgcolor: "action.hover", borderRadius: 1 }, "& code": { fontSize: "0.8125rem" }, overflowWrap: "anywhere" }}>
      <Markdown value={source} renderer={renderer} />
    </Box>
  );
}
