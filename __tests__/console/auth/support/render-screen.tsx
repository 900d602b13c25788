// Renders a screen with the toaster beside it, as the page frame does.
import type { ReactElement } from "react";
import { act, render } from "@testing-library/react";
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
