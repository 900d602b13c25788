// Renders a screen with the toaster beside it, as the page frame does.
import type { ReactElement } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import toast, { Toaster } from "react-hot-toast";

export function renderScreen(screenElement: ReactElement) {
  return render(
    <>
      {screenElement}
      <Toaster />
    </>,
  );
}

export function removeToasts(): void {
  act(() => toast.remove());
}

/**
 * The toasts on screen, by their text. react-hot-toast gives each message the
 * status role; a dismissed one stays a second for its exit animation, its
 * frame (the toaster's child) without the class that shows it.
 */
export function toastTexts(): string[] {
  return screen
    .queryAllByRole("status")
    .filter((element) => element.closest("[data-rht-toaster] > div")?.className)
    .map((element) => element.textContent ?? "");
}

/** Waits for a toast that says exactly text. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(toastTexts()).toContain(text));
}
