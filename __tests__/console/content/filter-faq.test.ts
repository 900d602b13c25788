import { countFaqEntries, filterFaq } from "../../../src/content-pages/faq/filter-faq";
import { faqContext } from "./fixtures";

const questionsOf = (query: string) => filterFaq(faqContext.groups, query).flatMap((group) => group.entries.map((entry) => entry.id));

describe("filterFaq", () => {
  it("keeps every entry for an empty or blank query", () => {
    expect(filterFaq(faqContext.groups, "")).toEqual(faqContext.groups);
    expect(countFaqEntries(filterFaq(faqContext.groups, "   "))).toBe(5);
  });

  it("matches questions case-insensitively", () => {
    expect(questionsOf("PASSWORD")).toEqual(["forgot-password"]);
    expect(questionsOf("refund")).toEqual(["refund"]);
  });

  it("matches answers as well, so the reader's own words find an answer", () => {
    // "api key" is in the read-only entry's answer only.
    expect(questionsOf("api key")).toEqual(["lost-api-key", "read-only-key"]);
    expect(questionsOf("AUTHENTICATOR")).toEqual(["two-factor"]);
  });

  it("matches across the lines and paragraphs of an answer", () => {
    expect(questionsOf("once. revoke")).toEqual(["lost-api-key"]);
  });

  it("ignores surrounding and repeated spaces", () => {
    expect(questionsOf("  two-factor   sign-in ")).toEqual(["two-factor"]);
  });

  it("finds nothing for words in neither", () => {
    expect(questionsOf("kubernetes")).toEqual([]);
  });

  it("drops groups left without entries", () => {
    expect(filterFaq(faqContext.groups, "refund").map((group) => group.title)).toEqual(["API keys and billing"]);
  });
});
