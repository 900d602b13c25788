declare module "@gatsbyjs/reach-router" {
  export * from "@reach/router";
}
