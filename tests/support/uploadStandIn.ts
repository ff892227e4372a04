/**
 * The upload stand-in (scripts/local-upload-plugin.ts) on a Vite server of a test's own, and its protective preset
 * set up through its Admin API, as `npm run cloudinary-setup` does with the Cloudinary SDK (form-encoded settings,
 * HTTP Basic auth): the stand-in refuses uploads with a preset it does not have.
 */
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { localUploadPlugin } from '../../scripts/local-upload-plugin';
import { protectiveSettings } from '../../scripts/lib/cloudinary-preset.mjs';
import { DEFAULT_UPLOAD_PRESET } from '@/lib/config';

export async function setUpPreset(origin: string, name: string = DEFAULT_UPLOAD_PRESET): Promise<void> {
  const settings = Object.entries(protectiveSettings(name)).map(([key, value]): [string, string] => [key, String(value)]);
  const response = await fetch(`${origin}/__cloudinary/v1_1/test-cloud/upload_presets`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('key:secret').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(settings),
  });
  if (!response.ok) throw new Error(`Setting up the upload preset failed: ${response.status} ${await response.text()}`);
}

/** A Vite server in `root` serving the stand-in, which keeps its files in `uploadDir`, after `plugins`; on a free port. */
export async function startUploadStandIn(root: string, uploadDir: string, plugins: Plugin[] = []): Promise<{ server: ViteDevServer; origin: string }> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [...plugins, localUploadPlugin(uploadDir)],
    server: { host: '127.0.0.1', port: 0, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port.');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}
