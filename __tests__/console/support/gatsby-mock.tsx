// gatsby with its navigation replaced at the edge: navigate is recorded, and
// Link renders a plain anchor (a forwardRef, so MUI's component={Link} works).
// Use as: jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
import { forwardRef, type AnchorHTMLAttributes } from "react";
import type * as Gatsby from "gatsby";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function mockGatsby() {
  const actual = jest.requireActual<typeof Gatsby>("gatsby");
  const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
    return <a ref={ref} href={to} {...rest} />;
  });
  return { ...actual, navigate: jest.fn(() => Promise.resolve()), Link };
}
