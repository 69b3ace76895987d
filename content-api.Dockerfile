# The content API (docs/decisions/015-content-api.md), for running beside the static site.
#   docker build -f content-api.Dockerfile -t cedar-content-api .
#   docker run -p 8789:8789 -e CONTENT_API_WHOAMI_URL=https://api.cedarcreeklawn.example/whoami/ cedar-content-api
# For the github backend add -e CONTENT_API_BACKEND=github -e CONTENT_API_GITHUB_APP_ID=…
#   -e CONTENT_API_GITHUB_INSTALLATION_ID=… and the key as a mounted file:
#   -v /secure/app.pem:/run/secrets/app.pem:ro -e CONTENT_API_GITHUB_PRIVATE_KEY_FILE=/run/secrets/app.pem
FROM node:20-slim
WORKDIR /app
COPY package.json package-lock.json ./
# Every dependency, dev ones included: the API runs its TypeScript through tsx and checks content
# with the validator, which uses ajv; both are dev dependencies of the site.
RUN npm ci --no-audit --no-fund
COPY tsconfig.json site.schema.json ./
COPY server ./server
COPY src ./src
COPY public ./public
# The local backend writes here and to .local/ (the audit log); mount a checkout's site/ to keep its saves.
COPY --chown=node:node site ./site
RUN mkdir .local && chown node:node .local
USER node
ENV CONTENT_API_HOST=0.0.0.0 CONTENT_API_PORT=8789
EXPOSE 8789
HEALTHCHECK CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.CONTENT_API_PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node_modules/.bin/tsx", "server/content-api/main.ts"]
