// Search and Discovery (/ai-hub/vectorSearch): points of a collection of the
// current project by vector (dense or sparse), by point, from examples, by
// discovery, by a hybrid query or in a payload key's order, filtered and
// grouped by payload. The collection and point come from the URL
// (?collection=…&point=…), read after hydration (the server's HTML has no query).
import type { HeadFC } from "gatsby";
import { ProjectScope } from "../../components/project-scope";
import { useIsHydrated } from "../../components/use-is-hydrated";
import { readSearchLink } from "../../links/search-links";
import { AreaContent, type AreaPageProps } from "../area-content";
import { SearchWorkspace } from "./search-workspace";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_SEARCH__);

export default function SearchPage({ location }: AreaPageProps) {
  const isHydrated = useIsHydrated();
  const link = readSearchLink(isHydrated ? (location.search ?? "") : "");
  return (
    <AreaContent
      area="search"
      title="Search and Discovery"
      description="Find the points nearest to a vector, dense or sparse, or to a point; recommend or discover from examples; fuse dense and sparse searches; filter and group by payload."
      pathname={location.pathname}
    >
      <ProjectScope>{(project) => <SearchWorkspace projectId={project.id} link={link} />}</ProjectScope>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Search and Discovery | Vector Database Cloud</title>;
