# syntax=docker/dockerfile:1
# Node 22 LTS (maintained until April 2027; Node 20 ended on 30 April 2026). The test suite runs on
# Node 20 on the development machine (docs/TOOLCHAIN.md); see README "Which Node".
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-fund --no-audit
COPY . .
# The app into dist/, the server (with domain/ and the migrations) compiled into build/server/.
RUN npm run build

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-fund --no-audit

FROM node:22-bookworm-slim
# Behind a reverse proxy (nginx, a load balancer), add -e TRUST_PROXY=<number of proxies>, e.g. 1, so
# the login limits see each client's own address. Without a proxy leave it unset: then no
# X-Forwarded-For header is believed, whatever a client sends.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/build/server ./build/server
# The page renderer: the catalogue pages are rendered again from each catalogue version.
COPY --from=build /app/build/ssr ./build/ssr
# `npm run migrate` / `npm run user -- ...` inside the container run the compiled CLIs through these.
COPY package.json ./
COPY scripts/lib.mjs scripts/server-cli.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Compiled JavaScript only: no TypeScript loader (tsx, esbuild) in the image.
CMD ["node", "--enable-source-maps", "build/server/main.js"]
