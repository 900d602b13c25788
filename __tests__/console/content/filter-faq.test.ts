import { countFaqEntries, filterFaq } from "../../../src/content/faq/filter-faq";
import { faqContext } from "./fixtures";

const questionsOf = (query: string) => filterFaq(faqContext.groups, query).flatMap((group) => group.entries.map((entry) => entry.id));

describe("filterFaq", () => {
  it("keeps every entry for an empty or blank query", () => {
    expect(filterFaq(faqContext.groups, "")).toEqual(faqContext.groups);
    expect(countFaqEntries(filterFaq(faqContext.groups, "   "))).toBe(4);
  });

  it("matches questions case-insensitively", () => {
    expect(questionsOf("API KEY")).toEqual(["lost-api-key"]);
    expect(questionsOf("password")).toEqual(["forgot-password"]);
  });

  it("ignores surrounding and repeated spaces", () => {
    expect(questionsOf("  two-factor   sign-in ")).toEqual(["two-factor"]);
  });

  it("matches questions only, not answers", () => {
    expect(questionsOf("authenticator")).toEqual([]);
  });

  it("drops groups left without entries", () => {
    expect(filterFaq(faqContext.groups, "refund").map((group) => group.title)).toEqual(["API keys and billing"]);
  });
});
