import { render, screen, within } from "@testing-library/react";
import NotFoundPage from "../../../src/pages/404";
import type * as GatsbyMock from "../support/gatsby-mock";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const destinations = () =>
  within(screen.getByRole("navigation", { name: "Where to go from here" }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("the 404 page", () => {
  it("says the page was not found, at which address", () => {
    render(<NotFoundPage location={{ pathname: "/no/such/page" }} />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText(/^There is no page at \/no\/such\/page\./)).toBeInTheDocument();
  });

  it("leads a signed-in user to the dashboard, Datasets, the help centre and the FAQ", () => {
    window.localStorage.setItem("accessToken", "header.payload.signature");
    render(<NotFoundPage location={{ pathname: "/no/such/page" }} />);
    expect(destinations()).toEqual([
      ["Overview", "/dashboard"],
      ["Datasets", "/ai-hub/datasets"],
      ["Help Center", "/help-center/"],
      ["FAQ", "/faq/"],
    ]);
  });

  it("offers login first to a visitor who is not signed in", () => {
    render(<NotFoundPage location={{ pathname: "/no/such/page" }} />);
    expect(destinations()[0]).toEqual(["Log in", "/auth/login"]);
    expect(destinations()).toHaveLength(5);
  });
});
