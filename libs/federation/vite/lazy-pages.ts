/** An ESTree node as a parser hands it out: only what this walk reads is typed. */
interface Node {
  type: string;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * The module a loader imports: `() => import('x')`, or `async () => ({ default: (await
 * import('x')).Page })` for a module that exports its page by name.
 */
function importedBy(loader: Node | undefined): string | undefined {
  if (loader?.type !== 'ArrowFunctionExpression') return undefined;
  let body = loader.body as Node;
  if (body.type === 'ObjectExpression') {
    const named = (body.properties as Node[]).find(
      (property) => property.type === 'Property' && propertyName(property) === 'default',
    )?.value as Node | undefined;
    const awaited = named?.type === 'MemberExpression' ? (named.object as Node) : undefined;
    if (awaited?.type !== 'AwaitExpression') return undefined;
    body = awaited.argument as Node;
  }
  const source = body.type === 'ImportExpression' ? (body.source as Node) : undefined;
  return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
}

/**
 * `lazyPage(loader)` (libs/ui), `lazy(loader)` or `React.lazy(loader)`: the module the loader
 * imports, else undefined.
 */
function lazyImportOf(node: unknown): string | undefined {
  if (!isNode(node) || node.type !== 'CallExpression') return undefined;
  const callee = node.callee as Node;
  const name =
    callee.type === 'Identifier'
      ? callee.name
      : callee.type === 'MemberExpression'
        ? (callee.property as Node).name
        : undefined;
  return name === 'lazy' || name === 'lazyPage'
    ? importedBy((node.arguments as Node[])[0])
    : undefined;
}

function propertyName(node: Node): string | undefined {
  const key = node.key as Node;
  if (node.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
}

/**
 * The pages a routes module's page map loads lazily, as [key, specifier]: every `key:
 * lazyPage(() => import('./page.tsx'))` (or `lazy`), and `key: name` where `const name =
 * lazyPage(() => import(...))` in the same module. Pages spread from another module are found by reading that module too (the
 * plugin's page map modules); pages brought in any other way load as before, only not ahead.
 */
export function lazyPagesIn(program: unknown): [string, string][] {
  const variables = new Map<string, string>();
  const properties: [string, Node][] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if (node.type === 'VariableDeclarator' && (node.id as Node).type === 'Identifier') {
      const specifier = lazyImportOf(node.init);
      if (specifier) variables.set((node.id as Node).name as string, specifier);
    }
    if (node.type === 'Property') {
      const name = propertyName(node);
      if (name) properties.push([name, node.value as Node]);
    }
    for (const [field, value] of Object.entries(node)) {
      if (field !== 'type' && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return properties.flatMap(([key, value]): [string, string][] => {
    const specifier =
      lazyImportOf(value) ??
      (value.type === 'Identifier' ? variables.get(value.name as string) : undefined);
    return specifier ? [[key, specifier]] : [];
  });
}
