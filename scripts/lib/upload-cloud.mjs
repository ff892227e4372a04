// The Cloudinary cloud firestore.rules accepts uploaded pictures and PDFs from: `uploadCloud()` in its generated block.
// As committed it names the emulators' (src/lib/uploadHost.ts, written by `npm run rules`); `npm run deploy` stages
// the rules it puts live with .env's VITE_CLOUDINARY_CLOUD_NAME there, and `npm start` loads them so into the
// emulator when .env names a cloud: the one place the deployed rules take it from is the setting the site's own
// uploads post to.

/** A Cloudinary cloud name as the rules can hold it: letters, digits, hyphens and underscores (no pattern character). */
export const CLOUD_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

const UPLOAD_CLOUD = /( {4}function uploadCloud\(\) \{\n {6}return ')([^'\n]*)(';\n {4}\})/g;

/**
 * `rules` (firestore.rules' text) accepting uploads from `cloud`. Throws for a name the rules cannot hold, or rules
 * without exactly one `uploadCloud()`.
 * @param {string} rules
 * @param {string} cloud
 */
export function rulesWithUploadCloud(rules, cloud) {
  if (!CLOUD_NAME.test(cloud)) throw new Error(`"${cloud}" is not a Cloudinary cloud name (letters, digits, - and _).`);
  const found = rules.match(UPLOAD_CLOUD)?.length ?? 0;
  if (found !== 1) throw new Error(`firestore.rules must hold one uploadCloud() function (npm run rules writes it); it holds ${found}.`);
  return rules.replace(UPLOAD_CLOUD, (_match, before, _cloud, after) => `${before}${cloud}${after}`);
}

/**
 * The cloud `rules` accept uploads from.
 * @param {string} rules
 */
export function uploadCloudOf(rules) {
  return [...rules.matchAll(UPLOAD_CLOUD)].map((match) => match[2])[0] ?? null;
}
