// How a notebook's sharing, and who wrote or ran it, are said in the console.
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

/** "you", a member's name or e-mail, or "a former member" (someone no longer in the organisation, or before the list is here). */
export function personWords(userId: string, signedInUserId: string | null, names: ReadonlyMap<string, string> | undefined): string {
  if (userId === signedInUserId) return "you";
  return names?.get(userId) ?? "a former member";
}
