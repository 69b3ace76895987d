# The content API (docs/decisions/015-content-api.md), for running beside the static site.
#   docker build -f content-api.Dockerfile -t cedar-content-api .
#   docker run -p 8789:8789 cedar-content-api   (passwords are confirmed at site.json's integrations.crm.apiHost/login/)
# For the github backend add -e CONTENT_API_BACKEND=github -e CONTENT_API_SESSION_SECRET=… (openssl rand -base64 48)
#   -e CONTENT_API_GITHUB_APP_ID=…
#   -e CONTENT_API_GITHUB_INSTALLATION_ID=… and the key as a mounted file:
#   -v /secure/app.pem:/run/secrets/app.pem:ro -e CONTENT_API_GITHUB_PRIVATE_KEY_FILE=/run/secrets/app.pem
#
# Built, not interpreted (docs/decisions/018-content-api-http-and-image.md): the first stage has the
# whole toolchain and compiles the server into one JavaScript file; the image keeps only that file,
# sharp beside it (native code, which no bundle can hold) and the content it serves. No npm install,
# no TypeScript, no dev tool is left in it.

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Every dependency: the build needs Vite. No install scripts: nothing the build uses needs one (sharp
# has none; its native binary and libvips come as packages for this platform, which npm picks).
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json site.schema.json ./
COPY server ./server
# Only the content core and the generated types: the server may import nothing else of src/, and the
# build fails here if it starts to.
COPY src/content ./src/content
COPY src/generated ./src/generated
COPY tools/build/build-content-api.ts tools/build/copy-packages.ts ./tools/build/
# Also copies sharp, as package-lock.json pins it, into dist-server/node_modules, with its binary and
# libvips for this stage's platform: the same node:20-slim as the image's, so they run there.
RUN npm run build:content-api

FROM node:20-slim
WORKDIR /app
# The server with every package it uses bundled in (hono, ajv, ajv-formats, jsonc-parser), its validation
# thread beside it (validation-worker.mjs, the validator bundled likewise), and the schema too: it
# imports site.schema.json, so the file itself is not needed here. Beside them,
# dist-server/node_modules holds sharp (about 20 MB, libvips included), found by Node from the bundle.
COPY --from=build /app/dist-server ./dist-server
# The pictures the studio's picker lists, and the site's content.
COPY public ./public
# The local backend writes here and to .local/ (the audit log, and the failed sign-ins every instance
# on this disk shares: replicas mount one volume there); mount a checkout's site/ to keep its saves.
COPY --chown=node:node site ./site
RUN mkdir .local && chown node:node .local
USER node
# The server finds its project (/app, where site/ is) from where it runs; CONTENT_API_ROOT would override it.
ENV CONTENT_API_HOST=0.0.0.0 CONTENT_API_PORT=8789
EXPOSE 8789
HEALTHCHECK CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.CONTENT_API_PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist-server/content-api.mjs"]
