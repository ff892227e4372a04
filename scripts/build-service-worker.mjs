// `node scripts/build-service-worker.mjs [outDir]`, after the prerender step: writes outDir/sw.js, the service worker
// that precaches the public pages (see scripts/lib/service-worker.mjs and src/serviceWorker/).
import path from 'node:path';
import { buildServiceWorker } from './lib/service-worker.mjs';

const outDir = path.resolve(process.argv[2] ?? 'dist');
const { count, size } = await buildServiceWorker(outDir);
console.log(`service worker: sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KiB`);
