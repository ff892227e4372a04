/**
 * `vite preview` (the browser tests' server) serves the build as Firebase Hosting does for the addresses
 * firebase.json rewrites: each alias, each announcement's address and each admin path get their file. Without it the
 * preview answers every unknown path with index.html, the home page, which the browser then renders afresh after
 * starting the home page's reads. Hosting's globs: `*` is one path segment, `**` any number; the Hosting emulator
 * also matches with a trailing slash.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

interface Rewrite {
  source: string;
  destination: string;
}

/** A Hosting `source` glob as a regular expression over the path. */
export function globPattern(source: string): RegExp {
  const pattern = source
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}/?$`);
}

/** The file firebase.json's rewrites serve at `pathname`, or null. */
export function rewrittenPath(rewrites: Rewrite[], pathname: string): string | null {
  return rewrites.find(({ source }) => globPattern(source).test(pathname))?.destination ?? null;
}

export function hostingRewritesPlugin(firebaseJson: string): Plugin {
  return {
    name: 'hosting-rewrites',
    configurePreviewServer(server) {
      const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting?: { rewrites?: Rewrite[] } };
      const rewrites = (config.hosting?.rewrites ?? []).filter((rewrite) => typeof rewrite.destination === 'string');
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' || req.method === 'HEAD') {
          const url = new URL(req.url ?? '/', 'http://preview');
          const destination = rewrittenPath(rewrites, url.pathname);
          if (destination) req.url = destination + url.search;
        }
        next();
      });
    },
  };
}
