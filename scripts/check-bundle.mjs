// `node scripts/check-bundle.mjs <distDir>`: fails when the home page's JavaScript (gzip level 9) exceeds its budgets
// (see scripts/lib/bundle-budget.mjs), or when admin code, Firebase Auth or the full Firestore SDK is among it, or when
// any chunk of the build holds the scripts' code or the Cloudinary Node SDK; and when an office phone's path (sign-in,
// dashboard, a manage page) exceeds its own budget.
// Reads the chunk graph that scripts/bundle-graph-plugin.ts writes into a build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GRAPH_PATH, OFFICE_BUDGET, budgetSummary, checkBundleBudget, formatKB, officeFiles, wholePageFiles } from './lib/bundle-budget.mjs';

const distDir = process.argv[2];
if (!distDir) {
  console.error('Usage: node scripts/check-bundle.mjs <distDir>');
  process.exit(1);
}
const graphFile = path.resolve(distDir, GRAPH_PATH);
if (!existsSync(graphFile)) {
  console.error(`${graphFile} is missing: run the build first (npx vite build --outDir ${distDir}).`);
  process.exit(1);
}

function measure() {
  const graph = JSON.parse(readFileSync(graphFile, 'utf8'));
  const office = officeFiles(graph);
  const gzipBytes = new Map(
    [...new Set([...wholePageFiles(graph), ...office])].map((file) => [file, gzipSync(readFileSync(path.resolve(distDir, file)), { level: 9 }).length]),
  );
  return { ...checkBundleBudget(graph, gzipBytes), officeBytes: office.reduce((total, file) => total + (gzipBytes.get(file) ?? 0), 0) };
}

let result;
try {
  result = measure();
} catch (error) {
  console.error(`Could not measure the build in ${distDir}: ${error.message}`);
  process.exit(1);
}

const width = Math.max(...result.files.map(({ file }) => file.length));
console.log(`${'file'.padEnd(width)}  ${'gzip'.padStart(8)}  loaded`);
for (const { file, gzipBytes: size, firstLoad } of [...result.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  console.log(`${file.padEnd(width)}  ${formatKB(size).padStart(8)}  ${firstLoad ? 'first load' : 'as the page renders'}`);
}
if (result.forbidden.length) {
  console.log('\nNot allowed on the home page:');
  for (const { file, module, reason } of result.forbidden) console.log(`  ${module} in ${file}: ${reason}`);
}
console.log(`\n${budgetSummary(result)}`);
const officeOver = result.officeBytes - OFFICE_BUDGET;
console.log(
  `Sign-in, dashboard and the announcements' manage page: ${formatKB(result.officeBytes)} gzip (budget ${formatKB(OFFICE_BUDGET)})` +
    (officeOver > 0 ? `: ${formatKB(officeOver)} over budget` : ''),
);
process.exit(result.ok && officeOver <= 0 ? 0 : 1);
