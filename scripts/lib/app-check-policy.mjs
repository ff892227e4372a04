// With App Check on (.env's VITE_APPCHECK_SITE_KEY), pages load reCAPTCHA Enterprise and ask App Check for tokens:
// the Content-Security-Policy that `npm run deploy` stages lets them, and the committed firebase.json (App Check off)
// names none of these hosts.
import { withSources } from './hosting-config.mjs';

/** What reCAPTCHA Enterprise and App Check need, by directive (Google's documented sources). */
export const APP_CHECK_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://www.google.com/recaptcha/', 'https://content-firebaseappcheck.googleapis.com'],
};

/**
 * firebase.json's settings with every Content-Security-Policy letting pages use App Check.
 * @param {{ hosting: { headers: { source: string, headers: { key: string, value: string }[] }[] } }} config
 */
export function withAppCheckPolicy(config) {
  const headers = config.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: Object.entries(APP_CHECK_SOURCES).reduce((policy, [directive, sources]) => withSources(policy, directive, sources), header.value) }
        : header,
    ),
  }));
  return { ...config, hosting: { ...config.hosting, headers } };
}
