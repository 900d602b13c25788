# syntax=docker/dockerfile:1
# The service and its console in one image: the console is built in the first
# stage (every dependency), the second holds the production dependencies, the
# service's TypeScript (run by tsx, a production dependency) and the built
# console. __tests__/build/production-image.test.ts runs this CMD with this ENV.
#
# npm install, not npm ci: `npm ci` refuses this package-lock.json, which lacks
# @lancedb/lancedb's optional packages for other platforms (the registry it was
# written against has none). npm install keeps every version the lockfile pins.
# Scripts are skipped: every native package used ships its binary in an npm
# package (sharp, lmdb, esbuild, LanceDB, argon2, usearch's prebuilds), and the
# only ones that run something download (gatsby's API list, onnxruntime-node's
# CUDA libraries, an optional dependency of LanceDB) or compile (hnswlib-node,
# benchmarks only) with a toolchain this image does not have.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY tsconfig.json ./
COPY contract ./contract
COPY server ./server
# The price list the service reads at start (server/billing/price-list.ts).
COPY content/pricing ./content/pricing
COPY --from=build /app/public ./public
# DATA_DIR: the instance id, the built-in models' cache, uploads (and, with the embedded defaults, PGlite and LanceDB).
RUN mkdir -p /var/lib/vdb/uploads && chown -R node:node /var/lib/vdb
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    GRPC_PORT=6334 \
    DATA_DIR=/var/lib/vdb \
    PUBLIC_DIR=/app/public
USER node
EXPOSE 8080 6334
VOLUME ["/var/lib/vdb"]
# Liveness: the process answers. node:24-slim has no curl, so Node's fetch asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# One process (tsx as Node's loader, not the tsx wrapper), so SIGTERM reaches the service's own graceful shutdown.
CMD ["node", "--import", "tsx", "server/main.ts"]
