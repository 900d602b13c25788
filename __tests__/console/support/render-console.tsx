// Renders a console page signed in, inside the real providers (Recoil, theme)
// with the toaster beside it, as the page frame does.
import type { ReactElement } from "react";
import { act, render } from "@testing-library/react";
import toast, { Toaster } from "react-hot-toast";
import { setLoggedIn } from "../../../src/session/logged-in";
import { Providers } from "../layout/render-shell";

export function signIn(): void {
  window.localStorage.setItem("accessToken", "id-token-1");
  window.localStorage.setItem("refreshToken", "refresh-1");
  setLoggedIn(true);
}

export function renderConsole(element: ReactElement) {
  signIn();
  return render(
    <Providers>
      {element}
      <Toaster />
    </Providers>,
  );
}

export function removeToasts(): void {
  act(() => toast.remove());
}
