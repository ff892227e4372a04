/**
 * Sets up the protective upload preset on a running upload stand-in (scripts/local-upload-plugin.ts) through its
 * Admin API, as `npm run cloudinary-setup` does with the Cloudinary SDK (form-encoded settings, HTTP Basic auth): the
 * stand-in refuses uploads with a preset it does not have.
 */
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
