import { describe, expect, it } from 'vitest';
import { budgetSummary, checkBundleBudget, type BundleGraph, type GraphChunk } from '../../scripts/lib/bundle-budget.mjs';

function chunk(fileName: string, fields: Partial<GraphChunk> = {}): GraphChunk {
  return { fileName, isEntry: false, isDynamicEntry: false, facadeModuleId: null, imports: [], dynamicImports: [], modules: [], ...fields };
}

const LITE = ['node_modules/@firebase/firestore/dist/lite/index.browser.esm.js', 'src/lib/publicDb.ts'];

/**
 * The site's shape: the entry (React) renders the first screen; the home sections below it are a chunk imported
 * with `import()`, which imports the lite Firestore client statically; the admin area is another `import()`.
 */
function siteGraph({ entryModules = ['src/main.tsx'], publicDbModules = LITE } = {}): BundleGraph {
  return {
    chunks: [
      chunk('assets/index.js', {
        isEntry: true,
        facadeModuleId: 'index.html',
        modules: entryModules,
        imports: ['assets/react.js'],
        dynamicImports: ['assets/HomeSections.js', 'assets/AdminArea.js'],
      }),
      chunk('assets/react.js', { modules: ['node_modules/react/index.js'] }),
      chunk('assets/HomeSections.js', {
        isDynamicEntry: true,
        facadeModuleId: 'src/app/HomeSections.tsx',
        imports: ['assets/react.js', 'assets/publicDb.js'],
        modules: ['src/app/HomeSections.tsx'],
      }),
      chunk('assets/publicDb.js', { imports: ['assets/react.js'], modules: publicDbModules }),
      chunk('assets/AdminArea.js', {
        isDynamicEntry: true,
        facadeModuleId: 'src/app/admin/AdminArea.tsx',
        imports: ['assets/index.js', 'assets/react.js', 'assets/publicDb.js'],
        modules: [
          'src/app/admin/AdminArea.tsx',
          'node_modules/firebase/node_modules/@firebase/auth/dist/esm/index.js',
          'node_modules/@firebase/firestore/dist/index.esm.js',
        ],
      }),
    ],
  };
}

const sizes = (index: number, react: number, sections: number, publicDb: number) =>
  new Map([
    ['assets/index.js', index],
    ['assets/react.js', react],
    ['assets/HomeSections.js', sections],
    ['assets/publicDb.js', publicDb],
    ['assets/AdminArea.js', 90_000],
  ]);

describe('checkBundleBudget', () => {
  it('measures the first screen and the whole home page, leaving out the admin area loaded by import()', () => {
    const result = checkBundleBudget(siteGraph(), sizes(60_000, 40_000, 5_000, 30_000));
    expect(result.files).toEqual([
      { file: 'assets/index.js', gzipBytes: 60_000, firstLoad: true },
      { file: 'assets/react.js', gzipBytes: 40_000, firstLoad: true },
      { file: 'assets/HomeSections.js', gzipBytes: 5_000, firstLoad: false },
      { file: 'assets/publicDb.js', gzipBytes: 30_000, firstLoad: false },
    ]);
    expect(result).toMatchObject({ firstLoadBytes: 100_000, wholePageBytes: 135_000, forbidden: [], ok: true });
    expect(budgetSummary(result)).toBe(
      'Home page first-load JavaScript: 100.0 KB gzip (budget 140.0 KB)\n' +
        'Home page with its sections below the first screen: 135.0 KB gzip (budget 150.0 KB)',
    );
  });

  it('allows exactly the first-load budget and fails one byte over it, saying by how much', () => {
    expect(checkBundleBudget(siteGraph(), sizes(100_000, 40_000, 1, 1)).ok).toBe(true);
    const over = checkBundleBudget(siteGraph(), sizes(100_001, 40_000, 1, 1));
    expect(over).toMatchObject({ firstLoadBytes: 140_001, ok: false });
    expect(budgetSummary(over)).toContain('Home page first-load JavaScript: 140.0 KB gzip (budget 140.0 KB): 0.0 KB over budget');
  });

  it('fails when the sections below the first screen take the whole page over its budget', () => {
    expect(checkBundleBudget(siteGraph(), sizes(60_000, 40_000, 20_000, 30_000)).ok).toBe(true);
    const over = checkBundleBudget(siteGraph(), sizes(60_000, 40_000, 20_000, 30_001));
    expect(over).toMatchObject({ firstLoadBytes: 100_000, wholePageBytes: 150_001, ok: false });
    expect(budgetSummary(over)).toContain('Home page with its sections below the first screen: 150.0 KB gzip (budget 150.0 KB): 0.0 KB over budget');
  });

  it('fails when admin code sits anywhere on the home page, naming the module and its chunk', () => {
    const inEntry = checkBundleBudget(siteGraph({ entryModules: ['src/main.tsx', 'src/app/admin/AdminArea.tsx'] }), sizes(1, 1, 1, 1));
    expect(inEntry.forbidden).toEqual([{ file: 'assets/index.js', module: 'src/app/admin/AdminArea.tsx', reason: expect.stringContaining('admin code') }]);
    const inSections = checkBundleBudget(siteGraph({ publicDbModules: [...LITE, 'src/features/events/admin/EventForm.tsx'] }), sizes(1, 1, 1, 1));
    expect(inSections.ok).toBe(false);
    expect(inSections.forbidden.map(({ file }) => file)).toEqual(['assets/publicDb.js']);
  });

  it('fails on Firebase Auth, also where firebase installs it under its own node_modules', () => {
    const result = checkBundleBudget(siteGraph({ publicDbModules: ['node_modules/firebase/node_modules/@firebase/auth/dist/esm/index.js'] }), sizes(1, 1, 1, 1));
    expect(result.ok).toBe(false);
    expect(result.forbidden.map(({ reason }) => reason)).toEqual([expect.stringContaining('Firebase Auth')]);
  });

  it('fails on the full Firestore SDK but allows the lite one', () => {
    const full = checkBundleBudget(
      siteGraph({ publicDbModules: ['node_modules/@firebase/firestore/dist/index.esm.js', 'node_modules/@firebase/firestore/dist/common-CLMydGSF.esm.js'] }),
      sizes(1, 1, 1, 1),
    );
    expect(full.ok).toBe(false);
    expect(full.forbidden.map(({ module }) => module)).toEqual([
      'node_modules/@firebase/firestore/dist/index.esm.js',
      'node_modules/@firebase/firestore/dist/common-CLMydGSF.esm.js',
    ]);
    expect(checkBundleBudget(siteGraph(), sizes(1, 1, 1, 1))).toMatchObject({ forbidden: [], ok: true });
  });

  it('counts a chunk imported by several chunks once', () => {
    // react.js is imported by the entry, the sections and publicDb.js.
    expect(checkBundleBudget(siteGraph(), sizes(10, 20, 30, 40))).toMatchObject({ firstLoadBytes: 30, wholePageBytes: 100 });
  });

  it('says clearly when the build has no home sections chunk to measure', () => {
    const graph = siteGraph();
    graph.chunks = graph.chunks.filter((entry) => entry.facadeModuleId !== 'src/app/HomeSections.tsx');
    expect(() => checkBundleBudget(graph, sizes(1, 1, 1, 1))).toThrow('no chunk for src/app/HomeSections.tsx');
  });
});
