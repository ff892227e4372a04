// `npm run cloudinary-setup`: creates the site's unsigned upload preset (VITE_CLOUDINARY_UPLOAD_PRESET) with the
// protective settings of scripts/lib/cloudinary-preset.mjs, or updates it to them, through Cloudinary's Admin API.
//   --check    reads the preset and prints each setting that differs; exits 1 when any does or it is missing
//   --dry-run  prints the settings it would send, as JSON, and sends nothing
// Against Cloudinary when CLOUDINARY_URL is set in the shell, else the stand-in of the running `npm start`.
import { presetDifferences, protectiveSettings } from './lib/cloudinary-preset.mjs';
import { cloudinaryClient, failureText, uploadPresetName } from './lib/cloudinary-target.mjs';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !['--check', '--dry-run'].includes(arg));
if (unknown.length > 0 || (args.includes('--check') && args.includes('--dry-run'))) {
  console.error(`Usage: npm run cloudinary-setup [-- --check | --dry-run]${unknown.length > 0 ? ` (not understood: ${unknown.join(' ')})` : ''}`);
  process.exit(2);
}

const name = uploadPresetName();
const settings = protectiveSettings(name);
if (args.includes('--dry-run')) {
  console.log(JSON.stringify(settings, null, 2));
  process.exit(0);
}

const { cloudinary, target, local } = await cloudinaryClient();

/** The preset as stored, or null when there is none of that name. */
async function storedPreset() {
  try {
    return await cloudinary.api.upload_preset(name);
  } catch (error) {
    if ((error?.error?.http_code ?? error?.http_code) === 404) return null;
    throw error;
  }
}

try {
  const stored = await storedPreset();
  if (args.includes('--check')) {
    if (!stored) {
      console.error(`✗ The upload preset "${name}" does not exist on ${target}. Run npm run cloudinary-setup to create it.`);
      process.exit(1);
    }
    const differences = presetDifferences(stored);
    if (differences.length > 0) {
      console.error(`✗ The upload preset "${name}" on ${target} is not protective:`);
      for (const { setting, expected, actual } of differences) console.error(`  ${setting}: is ${JSON.stringify(actual)}, should be ${JSON.stringify(expected)}`);
      console.error('Run npm run cloudinary-setup to set it.');
      process.exit(1);
    }
    console.log(`✓ The upload preset "${name}" on ${target} has the protective settings.`);
    process.exit(0);
  }
  if (stored) await cloudinary.api.update_upload_preset(name, settings);
  else await cloudinary.api.create_upload_preset(settings);
  const differences = presetDifferences(await storedPreset());
  if (differences.length > 0) throw new Error(`the preset was written, but reads back with ${differences.map((difference) => difference.setting).join(', ')} unlike what was sent`);
  console.log(`✓ ${stored ? 'Updated' : 'Created'} the unsigned upload preset "${name}" on ${target}: ${settings.allowed_formats} only, no caller-chosen public_id, folder "${settings.folder}".`);
} catch (error) {
  console.error(`✗ Could not set up the upload preset "${name}" on ${target}: ${failureText(error, local)}`);
  process.exit(1);
}
