# One image for every role: bff, users, poso, reco, worker (chosen by ROLE).
# Build:  docker build -t concord .
# Run:    docker run -e ROLE=bff -e DATABASE_URL=... -p 4000:4000 concord

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/db/package.json packages/db/
COPY packages/auth/package.json packages/auth/
COPY packages/contracts/package.json packages/contracts/
COPY packages/storage/package.json packages/storage/
COPY packages/reco-engine/package.json packages/reco-engine/
COPY services/users/package.json services/users/
COPY services/poso/package.json services/poso/
COPY services/reco/package.json services/reco/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
RUN groupadd --system concord && useradd --system --gid concord --home /app concord
COPY --from=build --chown=concord:concord /app /app
USER concord
ENV ROLE=bff
EXPOSE 4000 4101 4102 4103
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["sh", "-c", "exec node --import tsx scripts/role.ts \"$ROLE\""]
