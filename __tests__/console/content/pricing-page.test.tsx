import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import PricingPage from "../../../src/content-pages/pricing/pricing-page";
import { pricingContext } from "./fixtures";

const priceOf = (plan: string) => within(screen.getByRole("region", { name: `${plan} plan` }));

describe("Pricing page", () => {
  it("shows monthly prices first and claims no current plan", () => {
    render(<PricingPage pageContext={pricingContext} />);
    expect(screen.getByRole("switch", { name: "Billed annually" })).not.toBeChecked();
    expect(priceOf("Standard").getByText("$49")).toBeInTheDocument();
    expect(priceOf("Standard").getByText("Billed monthly")).toBeInTheDocument();
    expect(priceOf("Enterprise").getByText("$99")).toBeInTheDocument();
    expect(priceOf("Basic").getByText("$0")).toBeInTheDocument();
    expect(screen.queryByText("Your current plan")).not.toBeInTheDocument();
    expect(priceOf("Standard").getByText("Popular")).toBeInTheDocument();
  });

  it("switches the shown prices between monthly and yearly", async () => {
    const user = userEvent.setup();
    render(<PricingPage pageContext={pricingContext} />);
    const toggle = screen.getByRole("switch", { name: "Billed annually" });

    await user.click(toggle);
    expect(priceOf("Standard").getByText("$40")).toBeInTheDocument();
    expect(priceOf("Standard").getByText("$480 billed yearly")).toBeInTheDocument();
    expect(priceOf("Enterprise").getByText("$80")).toBeInTheDocument();
    expect(priceOf("Enterprise").getByText("$960 billed yearly")).toBeInTheDocument();
    expect(screen.queryByText("$49")).not.toBeInTheDocument();

    await user.click(toggle);
    expect(priceOf("Standard").getByText("$49")).toBeInTheDocument();
    expect(screen.queryByText("$480 billed yearly")).not.toBeInTheDocument();
  });

  it("compares tiers in a table with row and column headers", () => {
    render(<PricingPage pageContext={pricingContext} />);
    const table = screen.getByRole("table", { name: /included in each tier/ });
    expect(within(table).getByRole("columnheader", { name: "Business" })).toBeInTheDocument();
    const row = (name: string) => within(table).getByRole("rowheader", { name }).closest("tr") as HTMLElement;
    expect(within(row("Price")).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Free", "$1,499/month", "Contact us"]);
    expect(within(row("API calls")).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["20,000", "1,000,000", "5,000,000"]);
    expect(within(row("Backup")).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["None", "Daily, 7-day retention", "Daily, 30-day retention"]);
  });
});
