# The Portal and the reference platform as images; compose.yaml runs them in the production shape
# (two Portals behind nginx, sharing Redis). Built and started in CI only where a Docker daemon exists.

# Node 24, the current LTS, in every stage: the build runs on the Node the image runs.
FROM node:24-bookworm-slim AS deps
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx next build

# The Portal: only the traced server files of the standalone build, run as the unprivileged node user.
# portal-server.mjs checks the configuration before it listens by running the build's own start-up
# checks (instrumentation.ts): everything they use is in the traced files. No tenants file is baked in:
# TENANTS_FILE names one mounted at run time (compose.yaml), and without it the Portal does not start.
FROM node:24-bookworm-slim AS portal
ENV NODE_ENV=production PORT=3000 METRICS_PORT=9464 METRICS_HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /src/.next/standalone ./
COPY --from=build --chown=node:node /src/.next/static ./.next/static
COPY --from=build --chown=node:node /src/scripts/portal-server.mjs ./portal-server.mjs
COPY --from=build --chown=node:node /src/config/body-limits.json ./config/body-limits.json
USER node
EXPOSE 3000 9464
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "portal-server.mjs"]

# The reference platform (what runs behind the Portal in every test), for trying the stack locally.
FROM deps AS platform
COPY platform ./platform
# Every interface of the container (the platform's own default is the loopback, which nothing outside
# the container reaches), and production mode: no test controls that credit money.
ENV PLATFORM_PORT=4010 PLATFORM_HOST=0.0.0.0 PLATFORM_DATA_DIR=/data PLATFORM_MODE=production
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4010
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4010/wps/session/key/rsa').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "platform/server.mjs"]
