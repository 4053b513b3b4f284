import { MODULE_METADATA } from '@nestjs/common/constants';
import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';

type ModuleRef = Type<unknown> | DynamicModule | Promise<DynamicModule> | ForwardReference;

export const FORWARD_REF = 'forwardRef()';

/** A module's name and the names of the modules it imports, as Nest reads them. */
export interface ModuleNode {
  name: string;
  imports: string[];
}

function classOf(ref: ModuleRef): { type: Type<unknown>; extra: ModuleRef[] } | null {
  if (ref instanceof Promise || 'forwardRef' in ref) return null;
  if ('module' in ref) return { type: ref.module, extra: ref.imports ?? [] };
  return { type: ref, extra: [] };
}

/** Every module reachable from `root`, in the order first met. */
export function moduleGraph(root: ModuleRef): ModuleNode[] {
  const nodes = new Map<string, ModuleNode>();
  const visit = (ref: ModuleRef) => {
    const found = classOf(ref);
    if (!found) return;
    const { type, extra } = found;
    const declared: ModuleRef[] = Reflect.getMetadata(MODULE_METADATA.IMPORTS, type) ?? [];
    const children = [...declared, ...extra];
    const node = nodes.get(type.name) ?? { name: type.name, imports: [] };
    nodes.set(type.name, node);
    for (const child of children) {
      // A forwardRef exists only to paper over a cycle: named, not followed, so a test can refuse it.
      if ('forwardRef' in child) node.imports.push(FORWARD_REF);
      const childClass = classOf(child);
      if (!childClass) continue;
      if (!node.imports.includes(childClass.type.name)) node.imports.push(childClass.type.name);
      if (!nodes.has(childClass.type.name)) visit(child);
    }
  };
  visit(root);
  return [...nodes.values()];
}

/** The cycles of the graph, each as the path that closes it; none for a tree (a DAG). */
export function cyclesOf(nodes: ModuleNode[]): string[][] {
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      cycles.push([...path.slice(path.indexOf(name)), name]);
      return;
    }
    state.set(name, 'open');
    for (const child of byName.get(name)?.imports ?? []) walk(child, [...path, name]);
    state.set(name, 'done');
  };
  for (const node of nodes) walk(node.name, []);
  return cycles;
}
