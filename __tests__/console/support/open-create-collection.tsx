// The Datasets page of a project without collections, its create-collection dialog opened as a user opens it.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import DatasetsPage from "../../../src/areas/datasets/datasets-page";
import { renderConsole } from "./render-console";

export async function openCreateDialog() {
  const user = userEvent.setup();
  renderConsole(<DatasetsPage location={{ pathname: "/ai-hub/datasets" }} />);
  const empty = await screen.findByRole("region", { name: "No collections yet" });
  await user.click(within(empty).getByRole("button", { name: "Create collection" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Create collection" }) };
}
