import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsOf } from './import-cycles.ts';

const root = resolve(import.meta.dirname, '../..');

describe('import cycles', () => {
  it('finds static, type-only, re-exported, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type {\n  B,\n} from '../b.ts';",
      "export { c } from './c';",
      "import './d.css';",
      "const e = () => import('./e/e');",
      "import React from 'react';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', '../b.ts', './c', './d.css', './e/e']);
  });

  it('names each circle of imports, and none in a graph that points one way', () => {
    const graph = new Map([
      ['check.ts', ['validate.ts']],
      ['hero.tsx', ['registry.ts', 'types.ts']],
      ['registry.ts', ['hero.tsx', 'load.ts']],
      ['load.ts', ['hero.tsx']],
      ['self.ts', ['self.ts']],
      ['types.ts', []],
      ['validate.ts', ['check.ts']],
    ]);
    expect(findCycles(graph)).toEqual(['check.ts → validate.ts → check.ts', 'hero.tsx → registry.ts → hero.tsx', 'self.ts → self.ts']);
    expect(findCycles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('finds none in src, scripts and tests: every import points one way', () => {
    const graph = importGraph(root, ['src', 'server', 'tools', 'tests']);
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get('src/sections/registry.ts')).toContain('src/sections/hero/hero.tsx');
    expect(findCycles(graph)).toEqual([]);
  });
});
