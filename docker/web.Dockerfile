# One image per front end: `--build-arg APP=shell` (host) or mf-public, mf-student, mf-business, mf-admin.
FROM node:26-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund \
 && NX_NO_CLOUD=true NX_DAEMON=false npx nx run @yrkesbro/${APP}:build \
 && rm apps/${APP}/dist/library-modules.json \
 && find apps/${APP}/dist -type f \( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' \) \
      -size +1k -exec gzip -k -9 {} +

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /app/apps/${APP}/dist /usr/share/nginx/html
COPY docker/nginx/${APP}.conf.template /etc/nginx/templates/default.conf.template
COPY docker/nginx/compression.conf /etc/nginx/conf.d/compression.conf
COPY docker/write-remotes-manifest.sh /docker-entrypoint.d/40-write-remotes-manifest.sh
RUN chmod +x /docker-entrypoint.d/40-write-remotes-manifest.sh
EXPOSE 80
