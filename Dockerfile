# The site's one production image (docs/deploying.md). Builds from source by default:
#   podman build --format docker -t nexaloom-site .
# SITE_BUILD=context packages a build already in the context (.next/standalone and .next/static) instead
# of building again, as `npm run image` does after the suite's own build.
ARG NODE_IMAGE=node:22-bookworm-slim
ARG SITE_BUILD=source
# The build folder packaged from the context (NEXT_DIST_DIR at its build): the cluster suite's own is .next-cluster.
ARG DIST_DIR=.next

# The settings Next fixes into the build: the build reads them, and the runtime keeps them as its
# defaults, so a start needs to repeat none of them (one that differs is refused: docs/deploying.md).
FROM ${NODE_IMAGE} AS node-with-settings
ARG SITE_URL=
ARG WORDPRESS_URL=
ARG BLOG_MEDIA_HOSTS=
ARG DEPLOYMENT_ID=
ARG NEXT_PUBLIC_MAIL_ENDPOINT=
ARG NEXT_PUBLIC_CAREERS_ENDPOINT=
ENV SITE_URL=${SITE_URL} \
    WORDPRESS_URL=${WORDPRESS_URL} \
    BLOG_MEDIA_HOSTS=${BLOG_MEDIA_HOSTS} \
    DEPLOYMENT_ID=${DEPLOYMENT_ID} \
    NEXT_PUBLIC_MAIL_ENDPOINT=${NEXT_PUBLIC_MAIL_ENDPOINT} \
    NEXT_PUBLIC_CAREERS_ENDPOINT=${NEXT_PUBLIC_CAREERS_ENDPOINT} \
    NEXT_TELEMETRY_DISABLED=1

FROM node-with-settings AS build-source
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The edge's settings are checked at build as at start, since its tag header is fixed in the build.
ARG CDN_PROVIDER=
ARG CDN_API_URL=
ARG CDN_SERVICE_ID=
RUN npx next build

FROM scratch AS build-context
ARG DIST_DIR
COPY ${DIST_DIR}/standalone /src/.next/standalone
COPY ${DIST_DIR}/static /src/.next/static
COPY ${DIST_DIR}/build-settings.json /src/.next/build-settings.json

FROM build-${SITE_BUILD} AS build

FROM node-with-settings
ARG REVISION=unknown
ARG DIST_DIR
LABEL org.opencontainers.image.title="Nexaloom website" \
      org.opencontainers.image.revision="${REVISION}" \
      in.nexaloom.deployment-id="${DEPLOYMENT_ID}"
ENV NODE_ENV=production \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    NEXT_DIST_DIR=${DIST_DIR}
WORKDIR /app
# Named parts of the standalone folder only: its tracer also follows the checkout's working folders.
COPY --from=build /src/.next/standalone/server.js /src/.next/standalone/package.json ./
COPY --from=build /src/.next/standalone/node_modules ./node_modules
COPY --from=build /src/.next/standalone/lib ./lib
COPY --from=build /src/.next/standalone/${DIST_DIR} ./${DIST_DIR}
COPY --from=build /src/.next/static ./${DIST_DIR}/static
# What the build fixed, which the start is checked against; the standalone folder leaves it out.
COPY --from=build /src/.next/build-settings.json ./${DIST_DIR}/
COPY public ./public
# The operator commands (docs/operations.md), which the standalone tracer does not reach.
COPY migrations ./migrations
COPY scripts/migrate.mjs scripts/outbox-retry.mjs scripts/edge-purge.mjs scripts/data.mjs ./scripts/
COPY scripts/submissions ./scripts/submissions
COPY lib/write-atomic.mjs lib/email-hash.mjs lib/held-post-line.mjs ./lib/
# Writable places for a read-only root: Next's cache and ./data, where the submissions and the spool are
# by default (volumes), and /tmp (a tmpfs).
RUN mkdir -p ${DIST_DIR}/cache data && chown 1000:1000 ${DIST_DIR}/cache data && chmod 0700 data
# A numeric user, so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
