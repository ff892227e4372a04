// Where `npm run cloudinary-setup` and `npm run sweep-uploads` send their Admin API calls: Cloudinary itself when
// CLOUDINARY_URL is set in the shell (cloudinary://<key>:<secret>@<cloud name>, from the account's API Keys page:
// never a VITE_ value, never written to a file), else the upload stand-in of the running `npm start`.
import { loadEnv } from 'vite';
import { ROOT } from './emulators.mjs';

/** The stand-in of `npm start` (vite's dev server): any key, secret and cloud name. */
export const LOCAL_CLOUDINARY_URL = 'cloudinary://local:local@local?upload_prefix=http://localhost:5173/__cloudinary';

/** The preset the site uploads with when .env names none: as src/lib/config.ts (DEFAULT_UPLOAD_PRESET). */
const DEFAULT_UPLOAD_PRESET = 'school_announcement_upload';

/**
 * The Cloudinary SDK, configured for the target, and a line saying which it is. The SDK reads CLOUDINARY_URL (and
 * picks http or https from its upload_prefix) when it is first loaded, so the address is set before it is imported.
 * @returns {Promise<{ cloudinary: typeof import('cloudinary').v2, target: string, local: boolean }>}
 */
export async function cloudinaryClient() {
  if (!process.env.CLOUDINARY_URL) process.env.CLOUDINARY_URL = LOCAL_CLOUDINARY_URL;
  const { v2: cloudinary } = await import('cloudinary');
  const { cloud_name: cloud, upload_prefix: prefix } = cloudinary.config();
  const local = /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(prefix ?? '');
  const target = local ? `the local upload stand-in at ${prefix}` : `Cloudinary, cloud "${cloud}"${prefix ? ` at ${prefix}` : ''}`;
  return { cloudinary, target, local };
}

/** The upload preset the site's build uses: VITE_CLOUDINARY_UPLOAD_PRESET of the shell or of .env. */
export function uploadPresetName() {
  const fileEnv = loadEnv(process.env.CLOUDINARY_URL ? 'production' : 'development', ROOT, 'VITE_');
  return process.env.VITE_CLOUDINARY_UPLOAD_PRESET || fileEnv.VITE_CLOUDINARY_UPLOAD_PRESET || DEFAULT_UPLOAD_PRESET;
}

/**
 * What an SDK call's failure says: Cloudinary's own message, or the connection's (for the stand-in, with where it
 * runs: `npm start`).
 */
export function failureText(error, local = false) {
  const message = error?.error?.message ?? error?.message ?? String(error);
  const status = error?.error?.http_code ?? error?.http_code;
  if (status) return `${message} (HTTP ${status})`;
  return local ? `${message}. Is npm start running?` : message;
}
