import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** One route the running application answers: an HTTP method and the path pattern as mounted. */
export interface ApiRoute {
  method: string;
  /** With the param names the route was declared with, e.g. `/api/jobs/:uuid/apply`. */
  path: string;
}

/**
 * Every route the running application's Fastify router serves, read from the router itself
 * (not from Nest's metadata), so whatever a plugin or a new controller mounts is in the list.
 * Sorted by path, then method. Nothing is left out: HEAD twins that Fastify adds to each GET are
 * listed as their own routes, and the routes no controller serves are named in PLUGIN_ROUTES.
 */
export async function apiRoutes(app: NestFastifyApplication): Promise<ApiRoute[]> {
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  const routes = parseRouteTree(fastify.printRoutes()).map(({ method, path }) => ({
    method,
    path: withDeclaredParamNames(method, path, (url) => fastify.findRoute({ method, url })),
  }));
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** `GET /api/jobs/:uuid`: one string per route, for tables keyed by route. */
export function routeKey({ method, path }: ApiRoute): string {
  return `${method} ${path}`;
}

const SWAGGER = 'Swagger UI and the OpenAPI document, mounted outside production only';

/**
 * The routes a plugin mounts rather than a Nest controller, each with why it is there. They are
 * still in apiRoutes(); a suite about the controllers' JSON routes may skip these, by this reason.
 */
export const PLUGIN_ROUTES: Record<string, string> = {
  'OPTIONS *': 'CORS preflight of @fastify/cors (app.enableCors): headers only, no handler',
  'GET /api/uploads/*':
    'public uploads (avatars, logos, videos) served as files by @fastify/static; grade documents are stored outside that folder',
  'HEAD /api/uploads/*': 'the HEAD twin of the public uploads',
  ...Object.fromEntries(
    [
      '/api/docs',
      '/api/docs/',
      '/api/docs/*',
      '/api/docs/docs/*',
      '/api/docs/docs/swagger-ui-init.js',
      '/api/docs/swagger-ui-init.js',
      '/api/docs/index.html',
      '/api/docs/LICENSE',
      '/api/docs-json',
      '/api/docs-yaml',
    ].flatMap((path) => [
      [`GET ${path}`, SWAGGER],
      [`HEAD ${path}`, SWAGGER],
    ]),
  ),
};

/**
 * Reads Fastify's printRoutes() tree: each line is a node whose path continues its parent's,
 * followed by the methods served there, e.g. `│   └── /:id (PUT, DELETE)`.
 */
function parseRouteTree(tree: string): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (\S*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!node) continue;
    const [, indent, segment, methods] = node;
    const depth = [...indent].length / 4;
    prefixes.length = depth;
    prefixes.push(segment === '(empty root node)' ? '' : segment);
    const path = prefixes.join('');
    for (const method of methods?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

/**
 * Routes that share a parametric node print all their names there (`:jobUuid|:uuid`); asking the
 * router which route a placeholder URL reaches gives back the names that route declared.
 */
function withDeclaredParamNames(
  method: string,
  path: string,
  findRoute: (url: string) => { params: { [name: string]: string | undefined } } | null,
): string {
  if (!path.includes('|')) return path;
  const placeholders: string[] = [];
  const url = path.replace(/:[\w|:]+/g, () => `:p${placeholders.push('') - 1}`);
  const found = findRoute(url);
  if (!found) throw new Error(`The router serves ${method} ${path} but finds no route for ${url}`);
  const nameOf = new Map(Object.entries(found.params).map(([name, value]) => [value, name]));
  return url.replace(/:p\d+/g, (placeholder) => `:${nameOf.get(placeholder)}`);
}
