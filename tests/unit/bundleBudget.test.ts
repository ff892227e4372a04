import { describe, expect, it } from 'vitest';
import { budgetSummary, checkBundleBudget, officeFiles, type BundleGraph, type GraphChunk } from '../../scripts/lib/bundle-budget.mjs';

function chunk(fileName: string, fields: Partial<GraphChunk> = {}): GraphChunk {
  return { fileName, isEntry: false, isDynamicEntry: false, facadeModuleId: null, imports: [], dynamicImports: [], modules: [], ...fields };
}

/**
 * The site's shape: the small entry starts the page's reads (services.js) and imports the boot chunk (React) with
 * `import()`; the home sections below the first screen are another `import()`, with their own cards chunk; the admin
 * area is a third, with Firebase.
 */
function siteGraph({ entryModules = ['src/main.ts'], cardModules = ['src/features/events/EventsPreview.tsx'] } = {}): BundleGraph {
  return {
    chunks: [
      chunk('assets/index.js', {
        isEntry: true,
        facadeModuleId: 'index.html',
        modules: entryModules,
        imports: ['assets/services.js'],
        dynamicImports: ['assets/boot.js'],
      }),
      chunk('assets/services.js', { modules: ['src/lib/firestoreRest.ts'] }),
      chunk('assets/boot.js', {
        isDynamicEntry: true,
        facadeModuleId: 'src/boot.tsx',
        modules: ['src/boot.tsx'],
        imports: ['assets/react.js', 'assets/services.js'],
        dynamicImports: ['assets/HomeSections.js', 'assets/AdminArea.js'],
      }),
      chunk('assets/react.js', { modules: ['node_modules/react/index.js'] }),
      chunk('assets/HomeSections.js', {
        isDynamicEntry: true,
        facadeModuleId: 'src/app/HomeSections.tsx',
        imports: ['assets/react.js', 'assets/cards.js'],
        modules: ['src/app/HomeSections.tsx'],
      }),
      chunk('assets/cards.js', { imports: ['assets/react.js', 'assets/services.js'], modules: cardModules }),
      chunk('assets/AdminArea.js', {
        isDynamicEntry: true,
        facadeModuleId: 'src/app/admin/AdminArea.tsx',
        imports: ['assets/boot.js', 'assets/react.js'],
        modules: [
          'src/app/admin/AdminArea.tsx',
          'node_modules/firebase/node_modules/@firebase/auth/dist/esm/index.js',
          'node_modules/@firebase/firestore/dist/index.esm.js',
        ],
      }),
    ],
  };
}

/** Gzip sizes: the entry (with services.js), the boot chunk (with react.js), the sections (with cards.js). */
const sizes = (entry: number, boot: number, sections: number) =>
  new Map([
    ['assets/index.js', entry],
    ['assets/services.js', 0],
    ['assets/boot.js', boot],
    ['assets/react.js', 0],
    ['assets/HomeSections.js', sections],
    ['assets/cards.js', 0],
    ['assets/AdminArea.js', 90_000],
  ]);

describe('checkBundleBudget', () => {
  it('measures the first screen (entry and boot chunk) and the whole home page, leaving out the admin area', () => {
    const result = checkBundleBudget(siteGraph(), sizes(10_000, 90_000, 35_000));
    expect(result.files).toEqual([
      { file: 'assets/index.js', gzipBytes: 10_000, firstLoad: true },
      { file: 'assets/services.js', gzipBytes: 0, firstLoad: true },
      { file: 'assets/boot.js', gzipBytes: 90_000, firstLoad: true },
      { file: 'assets/react.js', gzipBytes: 0, firstLoad: true },
      { file: 'assets/HomeSections.js', gzipBytes: 35_000, firstLoad: false },
      { file: 'assets/cards.js', gzipBytes: 0, firstLoad: false },
    ]);
    expect(result).toMatchObject({ firstLoadBytes: 100_000, wholePageBytes: 135_000, forbidden: [], ok: true });
    expect(budgetSummary(result)).toBe(
      'Home page first-load JavaScript: 100.0 KB gzip (budget 140.0 KB)\n' +
        'Home page with its sections below the first screen: 135.0 KB gzip (budget 150.0 KB)',
    );
  });

  it('allows exactly the first-load budget and fails one byte over it, saying by how much', () => {
    expect(checkBundleBudget(siteGraph(), sizes(40_000, 100_000, 1)).ok).toBe(true);
    const over = checkBundleBudget(siteGraph(), sizes(40_000, 100_001, 1));
    expect(over).toMatchObject({ firstLoadBytes: 140_001, ok: false });
    expect(budgetSummary(over)).toContain('Home page first-load JavaScript: 140.0 KB gzip (budget 140.0 KB): 0.0 KB over budget');
  });

  it('fails when the sections below the first screen take the whole page over its budget', () => {
    expect(checkBundleBudget(siteGraph(), sizes(10_000, 90_000, 50_000)).ok).toBe(true);
    const over = checkBundleBudget(siteGraph(), sizes(10_000, 90_000, 50_001));
    expect(over).toMatchObject({ firstLoadBytes: 100_000, wholePageBytes: 150_001, ok: false });
    expect(budgetSummary(over)).toContain('Home page with its sections below the first screen: 150.0 KB gzip (budget 150.0 KB): 0.0 KB over budget');
  });

  it('fails when admin code sits anywhere on the home page, naming the module and its chunk', () => {
    const inEntry = checkBundleBudget(siteGraph({ entryModules: ['src/main.ts', 'src/app/admin/AdminArea.tsx'] }), sizes(1, 1, 1));
    expect(inEntry.forbidden).toEqual([{ file: 'assets/index.js', module: 'src/app/admin/AdminArea.tsx', reason: expect.stringContaining('admin code') }]);
    const inSections = checkBundleBudget(siteGraph({ cardModules: ['src/features/events/admin/EventForm.tsx'] }), sizes(1, 1, 1));
    expect(inSections.ok).toBe(false);
    expect(inSections.forbidden.map(({ file }) => file)).toEqual(['assets/cards.js']);
  });

  it('fails on any part of the Firebase SDK, also where firebase installs it under its own node_modules', () => {
    const modules = [
      'node_modules/firebase/node_modules/@firebase/auth/dist/esm/index.js',
      'node_modules/@firebase/firestore/dist/lite/index.browser.esm.js',
      'node_modules/firebase/app/dist/esm/index.esm.js',
    ];
    const result = checkBundleBudget(siteGraph({ cardModules: ['src/features/events/EventsPreview.tsx', ...modules] }), sizes(1, 1, 1));
    expect(result.ok).toBe(false);
    expect(result.forbidden.map(({ module }) => module)).toEqual(modules);
    expect(result.forbidden.map(({ reason }) => reason)).toEqual(modules.map(() => expect.stringContaining('REST')));
  });

  it('fails on the Cloudinary Node SDK or the scripts in any chunk, the admin area’s too: the API secret stays in a shell', () => {
    const graph = siteGraph();
    const admin = graph.chunks.find(({ fileName }) => fileName === 'assets/AdminArea.js');
    admin?.modules.push('node_modules/cloudinary/lib/cloudinary.js', 'scripts/lib/cloudinary-target.mjs');
    const result = checkBundleBudget(graph, sizes(1, 1, 1));
    expect(result.ok).toBe(false);
    expect(result.forbidden).toEqual([
      { file: 'assets/AdminArea.js', module: 'node_modules/cloudinary/lib/cloudinary.js', reason: expect.stringContaining('Cloudinary SDK') },
      { file: 'assets/AdminArea.js', module: 'scripts/lib/cloudinary-target.mjs', reason: expect.stringContaining('Cloudinary SDK') },
    ]);
    // The admin area's own Firebase is allowed where it is.
    expect(checkBundleBudget(siteGraph(), sizes(1, 1, 1)).forbidden).toEqual([]);
  });

  it('counts a chunk imported by several chunks once', () => {
    // services.js is imported by the entry, the boot chunk and cards.js; react.js by three chunks.
    const graph = siteGraph();
    const result = checkBundleBudget(graph, new Map(graph.chunks.map(({ fileName }) => [fileName, 10])));
    expect(result).toMatchObject({ firstLoadBytes: 40, wholePageBytes: 60 });
  });

  it('says clearly when the build has no boot or home sections chunk to measure', () => {
    for (const moduleId of ['src/boot.tsx', 'src/app/HomeSections.tsx']) {
      const graph = siteGraph();
      graph.chunks = graph.chunks.filter((entry) => entry.facadeModuleId !== moduleId);
      expect(() => checkBundleBudget(graph, sizes(1, 1, 1))).toThrow(`no chunk for ${moduleId}`);
    }
  });
});

describe('officeFiles', () => {
  it("is the first load, then the sign-in page, the admin frame, the dashboard and one manage page, each file once", () => {
    const graph = siteGraph();
    graph.chunks.push(
      chunk('assets/LoginPage.js', { facadeModuleId: 'src/features/auth/LoginPage.tsx', imports: ['assets/react.js', 'assets/auth.js'] }),
      chunk('assets/auth.js', { modules: ['node_modules/firebase/auth.js'] }),
      chunk('assets/Dashboard.js', { facadeModuleId: 'src/app/admin/Dashboard.tsx', imports: ['assets/auth.js', 'assets/forms.js'] }),
      chunk('assets/forms.js', { imports: ['assets/react.js'] }),
      chunk('assets/AnnouncementsAdminPage.js', {
        facadeModuleId: 'src/features/announcements/admin/AnnouncementsAdminPage.tsx',
        imports: ['assets/forms.js'],
        dynamicImports: ['assets/heic.js'],
      }),
      chunk('assets/heic.js', { isDynamicEntry: true }),
    );
    expect(officeFiles(graph)).toEqual([
      'assets/index.js',
      'assets/services.js',
      'assets/boot.js',
      'assets/react.js',
      'assets/LoginPage.js',
      'assets/auth.js',
      'assets/AdminArea.js',
      'assets/Dashboard.js',
      'assets/forms.js',
      'assets/AnnouncementsAdminPage.js',
    ]);
  });
});
