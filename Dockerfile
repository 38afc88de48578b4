# syntax=docker/dockerfile:1
# OncoCDS: the app server and its built client in one image. Multi-stage: the build stage has the
# dev dependencies (Vite, esbuild, TypeScript); the runtime image has only production dependencies,
# the bundle and the migrations, and runs as the unprivileged `node` user.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Nothing in the stack needs install scripts: native parts ship prebuilt (ARCHITECTURE.md).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# Builds client and server; fails when the sign-in page is over its download budget.
RUN npm run build

FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY package.json ./
# DATA_DIR holds the embedded database (when DATABASE_URL is unset) and the generated JWT secret.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/health runs a database round trip, so a server that lost its database reports unhealthy.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.mjs"]
