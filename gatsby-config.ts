import type { GatsbyConfig } from "gatsby";

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Vector Database Cloud",
    description: "Vector Database Cloud: a Qdrant-compatible vector database service and its console.",
    siteUrl: "http://localhost:8080",
  },
  trailingSlash: "ignore",
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"] },
    },
  ],
};

export default config;
