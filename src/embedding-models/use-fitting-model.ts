// Keeps a chosen model fitting its vector: the first model that fits is chosen
// until the user chooses one, and again when the vector changes and the
// chosen model no longer fits (or none when none does).
import { useEffect } from "react";
import { modelsFitting, type FittedModel, type ModelTarget } from "./model-fit";

export function useFittingModel(models: readonly FittedModel[] | null, target: ModelTarget | null, chosen: string, choose: (name: string) => void): void {
  const fitting = models === null || target === null ? null : modelsFitting(models, target);
  const firstFitting = fitting?.[0]?.name ?? "";
  const isChosenFitting = fitting?.some((model) => model.name === chosen) ?? true;
  useEffect(() => {
    if (!isChosenFitting) choose(firstFitting);
  }, [isChosenFitting, firstFitting, choose]);
}
