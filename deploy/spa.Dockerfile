# syntax=docker/dockerfile:1
# The three single-page apps (admin console, member area, webviews): built files served by
# @sbc/static-server (README, "Deployment"). One recipe; the build arguments say which app and on which
# port, compose passes the server the arguments of the app's start script. From the repository root:
#   docker build -f deploy/spa.Dockerfile --build-arg APP=admin --build-arg PORT=3001 -t sbc-admin .
#   docker run sbc-admin --root dist --base /admin/
FROM node:20-bookworm-slim AS build
ARG APP
RUN test -n "$APP" || (echo 'Pass --build-arg APP=admin, member or webview' >&2 && exit 1)
RUN npm install -g pnpm@10.34.9
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm turbo run build --filter=@sbc/${APP}...

# At run time only the static server (Node built-ins, no dependencies) and the built files.
FROM node:20-bookworm-slim
ARG APP
ARG PORT
RUN test -n "$PORT" || (echo 'Pass --build-arg PORT, the port the app listens on' >&2 && exit 1)
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT}
COPY --from=build /repo/packages/static-server/package.json ./node_modules/@sbc/static-server/package.json
COPY --from=build /repo/packages/static-server/bin ./node_modules/@sbc/static-server/bin
COPY --from=build /repo/packages/static-server/src ./node_modules/@sbc/static-server/src
COPY --from=build /repo/apps/${APP}/package.json ./package.json
COPY --from=build /repo/apps/${APP}/dist ./dist
USER node
EXPOSE ${PORT}
# The start script's sbc-spa-server, by its file; its arguments (root, base path, flags) come from compose.
ENTRYPOINT ["node", "node_modules/@sbc/static-server/bin/spa-server.js"]
