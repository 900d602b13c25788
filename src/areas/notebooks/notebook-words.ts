// How a notebook's sharing is said in the console.
import type { NotebookSharing } from "../../../contract/notebooks";

export const SHARING_LABELS: Readonly<Record<NotebookSharing, string>> = {
  private: "Only you",
  read: "Project can read",
  edit: "Project can edit",
};

export const SHARING_DESCRIPTIONS: Readonly<Record<NotebookSharing, string>> = {
  private: "Only you see it.",
  read: "Every member of the project sees it and runs its cells with their own rights; only you change it.",
  edit: "Every member sees it; members whose role builds with the data (owner, admin, developer) change it too.",
};
