# The Portal and the reference platform as images; compose.yaml runs them in the production shape
# (two Portals behind nginx, sharing Redis). Built and started in CI only where a Docker daemon exists.

FROM node:20-bookworm-slim AS deps
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx next build

# The Portal: only the traced server files of the standalone build, run as the unprivileged node user.
FROM node:20-bookworm-slim AS portal
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
ENV PLATFORM_PORT=4010 PLATFORM_DATA_DIR=/data PLATFORM_MODE=development
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4010
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4010/wps/session/key/rsa').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "platform/server.mjs"]
