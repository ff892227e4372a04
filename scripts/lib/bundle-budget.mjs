// What the home page loads before any interaction, and what must never be part of it, computed from the chunk graph
// that scripts/bundle-graph-plugin.ts writes into the build. No I/O: the caller reads and gzips the files.
//
// Two figures: the first load (index.html's entry, the boot chunk it imports to render, and what both import
// statically: what the first screen needs to render and respond) and the whole page (that plus the home sections
// below the first screen, a chunk the page requests as it renders, with what it imports).

/** Where in the build output the graph is written (Firebase Hosting skips dot-folders, so it is never deployed). */
export const GRAPH_PATH = '.vite/bundle-graph.json';
/** The budget for the first load, and ours for the whole page (the first load plus the sections below it). */
export const BUDGETS = { firstLoad: 140_000, wholePage: 150_000 };
/**
 * What an office phone downloads to sign in and post a notice: the first load, the sign-in page, the admin area's
 * frame, the dashboard and the announcements' manage page (the one used most), each with its static imports.
 * 244.5 KB at 2c79ac3, before issue 36: 248.7 KB with the history that holds Back and Forward over unsaved work and
 * the forms' valibot schemas; 227.9 KB once axios (uploads) is fetched when a file is picked; 244.5 KB again with the
 * forms on react-hook-form; 241.6 KB once the announcement preview is fetched when first opened; 241.9 KB with each
 * action a mutation (useGuardedAction) and the last forms on the schema form; 242.8 KB with issue 37's checks (each
 * hidden character named at the field, the warning before changing a notice due within the hour); 244.3 KB with the
 * rest of them (the reads in pages, the upload host's check, App Check's switch in the entry: its own code is fetched
 * only when it is on), held at the figure before issue 36; 248.0 KB with issue 38's admissions: the count of new
 * enquiries on the dashboard (its query fetched after the buttons), the registry's new area and its labels, and the
 * checks the public admissions page shares with the forms (hidden characters, days, the upload host), which now come
 * as chunks of their own; 249.5 KB with issue 39's first round: Move up and Move down on the manage lists and Earlier
 * and Later on pictures, Publish in one tap and Preview while writing a notice, a long text kept whole with the words of
 * how much too long, and sign-out asking before unsaved work is lost (the moves' transaction stays out of this path);
 * 251.2 KB with the 2026 disclosure's first part: the dashboard's line now computes Section D's counts and ratios from
 * the list of teachers (its read, reader and figures) and reminds of the annual report from 15 August.
 */
export const OFFICE_BUDGET = 252_000;
/** The lazy chunks of that path, by the module each starts from. */
export const OFFICE_PAGES = [
  'src/features/auth/LoginPage.tsx',
  'src/app/admin/AdminArea.tsx',
  'src/app/admin/Dashboard.tsx',
  'src/features/announcements/admin/AnnouncementsAdminPage.tsx',
];
/** The module id of the HTML page whose entry chunk is the home page's script. */
export const HOME_PAGE_HTML = 'index.html';
/** The module the entry imports (with `import()`, once it has started the page's reads) to render: React and the app. */
export const BOOT_MODULE = 'src/boot.tsx';
/** The module the home page imports lazily for everything below its first screen. */
export const HOME_SECTIONS_MODULE = 'src/app/HomeSections.tsx';

/**
 * @typedef {object} GraphChunk
 * @property {string} fileName
 * @property {boolean} isEntry
 * @property {boolean} isDynamicEntry
 * @property {string | null} facadeModuleId project-relative, like `modules`
 * @property {string[]} imports file names of the chunks it imports statically
 * @property {string[]} dynamicImports file names of the chunks it imports with `import()`
 * @property {string[]} modules project-relative module ids (`src/…`, `node_modules/…`); virtual ids as they are
 */

/** @typedef {{ chunks: GraphChunk[] }} BundleGraph */

/** @typedef {{ file: string, module: string, reason: string }} ForbiddenModule */

/**
 * @typedef {object} BudgetResult
 * @property {{ file: string, gzipBytes: number, firstLoad: boolean }[]} files every file of the whole page
 * @property {number} firstLoadBytes
 * @property {number} wholePageBytes
 * @property {typeof BUDGETS} budgets
 * @property {ForbiddenModule[]} forbidden
 * @property {boolean} ok
 */

/** The admin area's modules (by path from the project's root): never on a visitor's first load, never precached. */
export const ADMIN_MODULES = /^src\/(features\/[^/]+\/admin\/|app\/admin\/AdminArea|components\/admin\/|features\/auth\/|features\/dashboard\/)/;

/** The Firebase SDK's modules. Any node_modules depth: firebase installs its own @firebase/auth under node_modules/firebase/node_modules. */
export const FIREBASE_SDK_MODULES = /(^|\/)node_modules\/(@firebase|firebase)\//;

const FORBIDDEN_PATTERNS = [
  { reason: 'admin code (load it lazily)', pattern: ADMIN_MODULES },
  { reason: 'the Firebase SDK (visitors read over REST: src/lib/firestoreRest.ts)', pattern: FIREBASE_SDK_MODULES },
];

/**
 * Never in any chunk of the build, the admin area's included: the Cloudinary Node SDK and the scripts, which hold or
 * handle the account's API key and secret (`npm run cloudinary-setup`, `npm run sweep-uploads`).
 */
const NEVER_SHIPPED = [{ reason: 'server-side code (scripts/ and the Cloudinary SDK: the API secret stays in a shell)', pattern: /(^|\/)(node_modules\/cloudinary\/|scripts\/)/ }];

/**
 * The file names of `start` and of every chunk it imports statically, transitively, `start` first; those in `skip`
 * are left out.
 * @param {BundleGraph} graph
 * @param {GraphChunk} start
 * @param {Set<string>} [skip]
 * @returns {string[]}
 */
function staticClosure(graph, start, skip = new Set()) {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set([...skip, start.fileName]);
  const queue = [start];
  for (const chunk of queue) {
    for (const imported of chunk.imports) {
      if (seen.has(imported)) continue;
      const importedChunk = byFile.get(imported);
      if (!importedChunk) throw new Error(`${chunk.fileName} imports ${imported}, which is not in the bundle graph.`);
      seen.add(imported);
      queue.push(importedChunk);
    }
  }
  return queue.map((chunk) => chunk.fileName);
}

/**
 * @param {BundleGraph} graph
 * @param {string} moduleId
 */
function chunkOf(graph, moduleId) {
  const chunk = graph.chunks.find(({ facadeModuleId }) => facadeModuleId === moduleId);
  if (!chunk) throw new Error(`The bundle graph has no chunk for ${moduleId}.`);
  return chunk;
}

/**
 * What the home page's HTML loads and modulepreloads: the entry chunk, the boot chunk, and every chunk they import
 * statically. Entry first.
 * @param {BundleGraph} graph
 * @returns {string[]}
 */
export function firstLoadFiles(graph) {
  const entry = staticClosure(graph, chunkOf(graph, HOME_PAGE_HTML));
  return [...entry, ...staticClosure(graph, chunkOf(graph, BOOT_MODULE), new Set(entry))];
}

/**
 * The first load, then the home sections' chunk and what it imports statically (without the first load's files).
 * @param {BundleGraph} graph
 * @returns {string[]}
 */
export function wholePageFiles(graph) {
  const firstLoad = firstLoadFiles(graph);
  return [...firstLoad, ...staticClosure(graph, chunkOf(graph, HOME_SECTIONS_MODULE), new Set(firstLoad))];
}

/**
 * The first load, then each of OFFICE_PAGES' chunks with what it imports statically, each file once.
 * @param {BundleGraph} graph
 * @returns {string[]}
 */
export function officeFiles(graph) {
  const files = firstLoadFiles(graph);
  for (const page of OFFICE_PAGES) files.push(...staticClosure(graph, chunkOf(graph, page), new Set(files)));
  return files;
}

/**
 * @param {BundleGraph} graph
 * @param {Map<string, number>} gzipBytes gzip size of (at least) every file of the whole page
 * @param {typeof BUDGETS} [budgets]
 * @returns {BudgetResult}
 */
export function checkBundleBudget(graph, gzipBytes, budgets = BUDGETS) {
  const firstLoad = new Set(firstLoadFiles(graph));
  const wholePage = wholePageFiles(graph);
  const files = wholePage.map((file) => {
    const size = gzipBytes.get(file);
    if (size === undefined) throw new Error(`No gzip size was given for ${file}.`);
    return { file, gzipBytes: size, firstLoad: firstLoad.has(file) };
  });
  const sum = (/** @type {typeof files} */ list) => list.reduce((total, { gzipBytes: size }) => total + size, 0);
  const firstLoadBytes = sum(files.filter((file) => file.firstLoad));
  const wholePageBytes = sum(files);

  const onPage = new Set(wholePage);
  const forbidden = [];
  for (const chunk of graph.chunks) {
    const rules = onPage.has(chunk.fileName) ? [...NEVER_SHIPPED, ...FORBIDDEN_PATTERNS] : NEVER_SHIPPED;
    for (const moduleId of chunk.modules) {
      const rule = rules.find(({ pattern }) => pattern.test(moduleId));
      if (rule) forbidden.push({ file: chunk.fileName, module: moduleId, reason: rule.reason });
    }
  }
  const withinBudgets = firstLoadBytes <= budgets.firstLoad && wholePageBytes <= budgets.wholePage;
  return { files, firstLoadBytes, wholePageBytes, budgets, forbidden, ok: withinBudgets && forbidden.length === 0 };
}

/**
 * 1 KB = 1000 bytes, one decimal: `136.4 KB`.
 * @param {number} bytes
 */
export function formatKB(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/**
 * One line per figure: `Home page first-load JavaScript: 99.8 KB gzip (budget 140.0 KB)`, and by how much it is
 * over, if it is.
 * @param {BudgetResult} result
 */
export function budgetSummary({ firstLoadBytes, wholePageBytes, budgets }) {
  const line = (/** @type {string} */ what, /** @type {number} */ bytes, /** @type {number} */ budget) => {
    const text = `${what}: ${formatKB(bytes)} gzip (budget ${formatKB(budget)})`;
    return bytes > budget ? `${text}: ${formatKB(bytes - budget)} over budget` : text;
  };
  return [
    line('Home page first-load JavaScript', firstLoadBytes, budgets.firstLoad),
    line('Home page with its sections below the first screen', wholePageBytes, budgets.wholePage),
  ].join('\n');
}
