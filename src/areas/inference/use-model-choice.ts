// The model an Inference tool embeds with: the one the user chose while it is
// offered, else the first offered (the project's first model, or the first
// that fits the vector searched).
import { useState } from "react";
import type { ModelSummary } from "../../../contract/models";

export function useModelChoice(offered: readonly Pick<ModelSummary, "name">[]) {
  const [chosen, setChosen] = useState("");
  const model = offered.some((found) => found.name === chosen) ? chosen : (offered[0]?.name ?? "");
  return { model, chooseModel: setChosen };
}
