# The API; the worker is the same image with `node services/api/dist/worker.js`.
FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund \
 && NX_NO_CLOUD=true NX_DAEMON=false npx nx run-many -t build -p @yrkesbro/contracts @yrkesbro/content @yrkesbro/api

FROM node:26-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs/contracts/package.json ./libs/contracts/package.json
COPY --from=build /app/libs/contracts/dist ./libs/contracts/dist
COPY --from=build /app/libs/content/package.json ./libs/content/package.json
COPY --from=build /app/libs/content/dist ./libs/content/dist
COPY --from=build /app/services/api/package.json ./services/api/package.json
COPY --from=build /app/services/api/dist ./services/api/dist
# The uploads volume is mounted here; the API writes to it as node.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "services/api/dist/main.js"]
