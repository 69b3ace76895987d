import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// A small import-cycle finder instead of madge: madge needs TypeScript 5's compiler API, which the
// TypeScript 7 this project uses does not have, so it cannot be installed beside it.

const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** Relative specifiers a file imports: static, type-only, re-exports, side-effect and dynamic imports alike. */
export function importsOf(source: string): string[] {
  const found = [
    ...source.matchAll(/\bfrom\s*['"](\.[^'"]*)['"]/g),
    ...source.matchAll(/\bimport\s*['"](\.[^'"]*)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"](\.[^'"]*)['"]\s*\)/g),
  ];
  return [...new Set(found.map((m) => m[1]!))];
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find((path) => CODE.test(path) && existsSync(path) && statSync(path).isFile());
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : codeFiles(path);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Who imports whom among the code files under `dirs`, as paths relative to `root`. */
export function importGraph(root: string, dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => codeFiles(join(root, dir)))) {
    const targets = importsOf(readFileSync(file, 'utf8')).map((spec) => resolveImport(file, spec)).filter((t): t is string => !!t);
    graph.set(relative(root, file), targets.map((t) => relative(root, t)));
  }
  return graph;
}

/** The shortest path of imports from `start` back to itself, through `members` only. */
function circleThrough(start: string, members: Set<string>, graph: Map<string, string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (members.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** One circle of imports per group of files that import one another (Tarjan's strongly connected components), as "a → b → a". */
export function findCycles(graph: Map<string, string[]>): string[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.unshift(member);
    } while (member !== node);
    const selfImport = (graph.get(node) ?? []).includes(node);
    if (group.length > 1 || selfImport) cycles.push(circleThrough(node, new Set(group), graph).join(' → '));
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}
