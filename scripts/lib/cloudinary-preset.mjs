// The protective settings of the site's unsigned upload preset, and how a preset as Cloudinary's Admin API returns it
// differs from them (`npm run cloudinary-setup`). An unsigned preset's name is in every visitor's copy of the site,
// so these settings are all that decides what a stranger can post to the school's account.

/** The folder of the site's uploads: the sweep (`npm run sweep-uploads`) never looks, or deletes, outside it. */
export const UPLOAD_FOLDER = 'school-site';

/**
 * What the site sends: the photos it prepares (WebP, or JPEG where the browser cannot encode WebP), the pictures it
 * sends as they are (JPEG, PNG, WebP, GIF within the size limits: src/lib/prepareImage.ts) and PDFs. Never SVG or
 * HTML, which a browser would run as a page of the upload host.
 */
export const ALLOWED_FORMATS = ['jpg', 'png', 'webp', 'gif', 'pdf'];

/** The settings `npm run cloudinary-setup` sends for the preset `name`, as the Cloudinary SDK takes them. */
export function protectiveSettings(name) {
  return {
    name,
    unsigned: true,
    allowed_formats: ALLOWED_FORMATS.join(','),
    disallow_public_id: true,
    folder: UPLOAD_FOLDER,
    asset_folder: UPLOAD_FOLDER,
    use_filename: false,
    unique_filename: true,
    overwrite: false,
  };
}

/** `true`, `1`, `'true'`, `'1'` are true (the API and the SDK use each). */
const truthy = (value) => value === true || value === 1 || value === 'true' || value === '1';

/** A comma-separated list as a sorted set of lower-case items. */
const formatSet = (value) => [...new Set(String(value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean))].sort().join(',');

/**
 * Each setting of `preset` (`{ name, unsigned, settings: {...} }`, as the Admin API's upload_preset answers) that
 * differs from the protective one: `{ setting, expected, actual }`, in a fixed order. Empty when it is protective.
 */
export function presetDifferences(preset) {
  const settings = preset?.settings ?? {};
  const expected = protectiveSettings(preset?.name ?? '');
  const differences = [];
  const compare = (setting, actual, ok) => {
    if (!ok) differences.push({ setting, expected: expected[setting], actual: actual ?? null });
  };
  compare('unsigned', preset?.unsigned, truthy(preset?.unsigned));
  compare('allowed_formats', settings.allowed_formats, formatSet(settings.allowed_formats) === formatSet(expected.allowed_formats));
  compare('disallow_public_id', settings.disallow_public_id, truthy(settings.disallow_public_id));
  // The folder is set in either folder mode of the account: `folder` (fixed folders) or `asset_folder` (dynamic).
  compare('folder', settings.folder ?? settings.asset_folder, (settings.folder ?? settings.asset_folder) === UPLOAD_FOLDER);
  compare('use_filename', settings.use_filename, !truthy(settings.use_filename));
  compare('unique_filename', settings.unique_filename, settings.unique_filename === undefined || truthy(settings.unique_filename));
  compare('overwrite', settings.overwrite, !truthy(settings.overwrite));
  return differences;
}
