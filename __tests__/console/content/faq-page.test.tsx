import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import FaqPage from "../../../src/content-pages/faq/faq-page";
import { faqContext } from "./fixtures";

function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  return render(<FaqPage pageContext={faqContext} />);
}

const questions = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("FAQ page", () => {
  it("lists every question under its group", () => {
    renderAt("/faq/");
    expect(screen.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Account and sign-in" })).toBeInTheDocument();
    expect(questions()).toHaveLength(5);
    expect(screen.getByText("Revoke it and create a new one.")).toBeInTheDocument();
  });

  it("filters questions and answers as you type and keeps the search in the URL", async () => {
    const user = userEvent.setup();
    renderAt("/faq/#top");
    await user.type(screen.getByRole("searchbox", { name: "Search questions" }), "Api Key");
    // The second question does not say "API key"; its answer does.
    expect(questions()).toEqual(["I lost an API key. Can you show it to me again?", "How do I give an application read-only access?"]);
    expect(screen.queryByRole("heading", { name: "Account and sign-in" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("2 of 5 questions match");
    expect(window.location.search).toBe("?q=Api+Key");
    expect(window.location.hash).toBe("#top");

    await user.clear(screen.getByRole("searchbox", { name: "Search questions" }));
    expect(questions()).toHaveLength(5);
    expect(window.location.search).toBe("");
  });

  it("replaces the history entry instead of adding one per keystroke", async () => {
    const user = userEvent.setup();
    renderAt("/faq/");
    const before = window.history.length;
    await user.type(screen.getByRole("searchbox", { name: "Search questions" }), "refund");
    expect(window.history.length).toBe(before);
  });

  it("reads ?q= on load", async () => {
    renderAt("/faq/?q=REFUND");
    expect(await screen.findByRole("searchbox", { name: "Search questions" })).toHaveValue("REFUND");
    expect(questions()).toEqual(["Can I get a refund?"]);
  });

  it("says so when nothing matches, and clears the search on request", async () => {
    const user = userEvent.setup();
    renderAt("/faq/?q=kubernetes");
    expect(await screen.findByRole("heading", { name: "No matching questions" })).toBeInTheDocument();
    expect(screen.getByText("No question or answer contains “kubernetes”. Try another word, or browse the help centre.")).toBeInTheDocument();
    expect(screen.queryAllByRole("heading", { level: 3 })).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(questions()).toHaveLength(5);
    expect(window.location.search).toBe("");
  });
});
