import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { priceListSchema } from "../../../contract/pricing";
import { buildPricingPage } from "../../../gatsby/content-pricing";
import PricingPage from "../../../src/content-pages/pricing/pricing-page";
import { pricingContext } from "./fixtures";

const card = (title: string) => within(screen.getByRole("region", { name: title }));

describe("Pricing page", () => {
  it("shows support plans' monthly prices first, on top of any tier", () => {
    render(<PricingPage pageContext={pricingContext} />);
    expect(screen.getByRole("switch", { name: "Billed annually" })).not.toBeChecked();
    expect(card("Standard support").getByText("$49")).toBeInTheDocument();
    expect(card("Standard support").getByText("Billed monthly, on top of your tier")).toBeInTheDocument();
    expect(card("Enterprise support").getByText("$99")).toBeInTheDocument();
    expect(card("Basic support").getByText("$0")).toBeInTheDocument();
    expect(card("Basic support").getByText("100 responses per month from our support team")).toBeInTheDocument();
    expect(card("Standard support").getByText("Popular")).toBeInTheDocument();
  });

  it("switches the support plans' prices between monthly and yearly, and Choose carries the choice to Billing", async () => {
    const user = userEvent.setup();
    render(<PricingPage pageContext={pricingContext} />);
    const toggle = screen.getByRole("switch", { name: "Billed annually" });
    expect(card("Standard support").getByRole("link", { name: "Choose Standard support" })).toHaveAttribute("href", "/billing/?support=standard&period=monthly");

    await user.click(toggle);
    expect(card("Standard support").getByText("$40")).toBeInTheDocument();
    expect(card("Standard support").getByText("$480 billed yearly, on top of your tier")).toBeInTheDocument();
    expect(card("Enterprise support").getByText("$80")).toBeInTheDocument();
    expect(card("Enterprise support").getByText("$960 billed yearly, on top of your tier")).toBeInTheDocument();
    expect(screen.queryByText("$49")).not.toBeInTheDocument();
    expect(card("Standard support").getByRole("link", { name: "Choose Standard support" })).toHaveAttribute("href", "/billing/?support=standard&period=yearly");
  });

  it("compares tiers in a table with row and column headers, and a way to choose each but Enterprise", () => {
    render(<PricingPage pageContext={pricingContext} />);
    const table = screen.getByRole("table", { name: /included in each tier/ });
    expect(within(table).getByRole("columnheader", { name: "Business" })).toBeInTheDocument();
    const row = (name: string) => within(table).getByRole("rowheader", { name }).closest("tr") as HTMLElement;
    expect(within(row("Price")).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Free", "$499/month", "$1,499/month", "Contact us"]);
    expect(within(row("API calls")).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["20,000", "100,000", "1,000,000", "5,000,000"]);
    expect(within(row("Backup")).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["None", "Weekly", "Daily, 7-day retention", "Daily, 30-day retention"]);
    expect(within(row("Upload storage")).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["10 GiB", "250 GiB", "1 TiB", "4 TiB"]);
    expect(within(row("Choose")).getByRole("link", { name: "Choose Business" })).toHaveAttribute("href", "/billing/?tier=business");
    expect(within(row("Choose")).getAllByRole("cell").at(-1)).toHaveTextContent("Contact us");
  });

  it("never gives one name two prices: the real price list's tiers and support plans are told apart", () => {
    const file = path.join(__dirname, "../../../content/pricing/pricing.mdx");
    render(<PricingPage pageContext={buildPricingPage(priceListSchema.parse(matter(fs.readFileSync(file, "utf8")).data))} />);
    const tierNames = within(screen.getByRole("table", { name: /included in each tier/ }))
      .getAllByRole("columnheader")
      .slice(1)
      .map((cell) => cell.textContent ?? "");
    const supportTitles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent ?? "");
    expect(tierNames).toEqual(["Sandbox", "Startup", "Standard", "Business", "Enterprise"]);
    expect(supportTitles).toEqual(["Basic support", "Standard support", "Enterprise support"]);
    // Each name on the page names one thing, at one price.
    const names = [...tierNames, ...supportTitles];
    expect(new Set(names).size).toBe(names.length);
    expect(screen.getByRole("heading", { level: 2, name: "Tiers" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Support plans" })).toBeInTheDocument();
  });
});
