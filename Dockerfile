# The shop's container image: the production build under /juice-shop, run by uid 65532 on port 3000.
#
# With a registry:  docker build -t juice-shop-rsc .
# Offline:          npm run image   (buildah; assembles its own bases, see scripts/image/build.mjs)
# Other bases:      --build-arg BUILD_IMAGE=... --build-arg RUNTIME_IMAGE=...
#
# The runtime base must hold a glibc Node 24 at /nodejs/bin/node (distroless nodejs24 does; so does
# the base `npm run image` assembles, localhost/juice-shop-rsc-base:latest).
ARG BUILD_IMAGE=node:24-bookworm
ARG RUNTIME_IMAGE=gcr.io/distroless/nodejs24-debian13

FROM ${BUILD_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
# no install scripts: the native addons (better-sqlite3, the EVM) ship prebuilt binaries, and the
# build runs panda's codegen (the prepare script) itself
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# builds the production shop (as `npm start` does) and stages /juice-shop in .image/app: dist/,
# private/, package.json and the production packages the built server imports (no sources, no
# tests, no dev dependencies), read-only except the folders the shop writes
RUN node scripts/image/build.mjs --stage-only

FROM ${RUNTIME_IMAGE}
WORKDIR /juice-shop
COPY --from=build --chown=65532:0 /src/.image/app/ /juice-shop/
# That holds /juice-shop/data/static/challenges.yml, upstream's catalogue format, which MultiJuicer
# copies out of the image (the build writes it to dist/data/static/challenges.yml), and an empty
# read-only config/ where MultiJuicer mounts its multi-juicer.yaml.
USER 65532
EXPOSE 3000
# npm start's allocator settings (src/server/memory-budget.mjs SERVER_ENV): the peak of a burst goes
# back to the system. V8's and the sandboxes' limits are not set here: the shop sizes them from the
# container's memory limit at start (the same file). NODE_ENV is left to the runtime (MultiJuicer
# sets multi-juicer); unset, the shop runs private/config/default.yml alone, as `npm start` does.
ENV MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072 MALLOC_MMAP_THRESHOLD_=131072
# The shop writes ftp/, logs/, uploads/ and frontend/ under /juice-shop and its databases and
# uploaded pictures under /tmp: with a read-only root filesystem, mount volumes there.
ENTRYPOINT ["/nodejs/bin/node"]
CMD ["dist/serve-node.js"]
