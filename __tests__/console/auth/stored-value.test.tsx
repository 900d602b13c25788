// A stored session value as React state follows writes made in this tab (a
// renewed id token, a verified e-mail address), not only other tabs'.
import { act, render, screen } from "@testing-library/react";
import { removeStoredValue, writeStoredSession } from "../../../src/session/token-storage";
import { useStoredValue } from "../../../src/session/use-stored-value";

function StoredEmail() {
  return <p>{useStoredValue("email") ?? "none"}</p>;
}

beforeEach(() => window.localStorage.clear());

it("shows a value written or removed in this tab at once", () => {
  window.localStorage.setItem("email", "old@example.com");
  render(<StoredEmail />);
  expect(screen.getByText("old@example.com")).toBeInTheDocument();
  act(() => writeStoredSession({ email: "new@example.com" }));
  expect(screen.getByText("new@example.com")).toBeInTheDocument();
  act(() => removeStoredValue("email"));
  expect(screen.getByText("none")).toBeInTheDocument();
});
