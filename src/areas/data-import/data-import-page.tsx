// Data Import (/data-import): files uploaded to the current project (tus,
// resumable) and imported into a new or an existing collection, with a
// preview, an editable mapping, dry runs, progress and row errors; and the
// project's imports, each at /data-import/<id>.
import type { HeadFC } from "gatsby";
import { ProjectScope } from "../../components/project-scope";
import { AreaContent, type AreaPageProps } from "../area-content";
import { useAreaSubPath } from "../area-path";
import { DataImportWorkspace } from "./data-import-workspace";
import { importOfSubPath } from "./import-links";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_DATA_IMPORT__);

export default function DataImportPage({ location }: AreaPageProps) {
  const subPath = useAreaSubPath("data-import", location.pathname);
  const importId = importOfSubPath(subPath);
  return (
    <AreaContent
      area="data-import"
      title={importId === null ? "Data Import" : "Import"}
      description={
        importId === null
          ? "Load vectors and payloads into your collections from CSV, TSV, JSON Lines, JSON or Parquet files."
          : "One import or dry run of the current project: its progress, figures and skipped rows."
      }
      pathname={location.pathname}
      subPaths={importId === null ? [""] : [subPath]}
    >
      <ProjectScope>{(project) => <DataImportWorkspace projectId={project.id} importId={importId} />}</ProjectScope>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Data Import | Vector Database Cloud</title>;
