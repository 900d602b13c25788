// A notebook request in curl, JavaScript and Python (src/code-samples/request-samples.ts).
import type { NotebookRequest } from "../../api-client/notebooks";
import { requestSamples } from "../../code-samples/request-samples";
import { useDataPlaneUrl } from "../../code-samples/use-data-plane-url";
import { RequestCodeTabs } from "../../components/request-code-tabs";

export function RequestCode({ request }: { request: NotebookRequest }) {
  const url = useDataPlaneUrl();
  return url === null ? null : <RequestCodeTabs samples={requestSamples(url, request)} label="Request as code" />;
}
