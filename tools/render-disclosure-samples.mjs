// @ts-check
// Renders the sample PDFs of the demo seed with headless Chromium, one A4 page each:
//   public/docs/mandatory-disclosure/<name>.pdf   the documents of the Mandatory Public Disclosure's sections B and C
//   public/docs/admission-policy.pdf              a document of the home page's Disclosures & Collaborations block
// Each says plainly that it is a sample, so that nobody takes one for a real certificate. The files are checked in,
// so seeding never needs a browser; run this only to change them:
//   node tools/render-disclosure-samples.mjs            (CHROME_PATH overrides /usr/bin/chromium)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = path.join(ROOT, 'public', 'docs');

/** File name (without .pdf) and title, as scripts/seed/data.mjs links them. */
const DISCLOSURE_SAMPLES = [
  ['affiliation', 'Affiliation / Upgradation Letter and Extension of Affiliation'],
  ['registration', 'Trust Registration / Renewal Certificate'],
  ['noc', 'No Objection Certificate (NOC) of the State Government'],
  ['rte-recognition', 'Recognition Certificate under the RTE Act, 2009'],
  ['building-safety', 'Building Safety Certificate (National Building Code)'],
  ['fire-safety', 'Fire Safety Certificate'],
  ['deo-certificate', 'DEO Certificate'],
  ['sanitation', 'Water, Health and Sanitation Certificates'],
  ['fee-structure', 'Fee Structure of the School'],
  ['academic-calendar', 'Annual Academic Calendar'],
  ['smc', 'List of the School Management Committee (SMC)'],
  ['pta', 'List of Parents Teachers Association (PTA) Members'],
  ['board-results', 'Board Examination Results of the Last Three Years'],
  ['annual-report', 'Annual Report of the School'],
  ['teacher-certificate', 'Self-attested Qualification Certificate of a Teacher'],
];

const SANS = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

/** @param {string} title */
function sampleHtml(title) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font-family: ${SANS}; color: #1b2433; margin: 0; }
    .frame { border: 3px double #13315c; padding: 18mm 16mm; min-height: 230mm; box-sizing: border-box; }
    .school { font-size: 13pt; letter-spacing: 0.08em; text-transform: uppercase; color: #13315c; margin: 0 0 10mm; }
    h1 { font-size: 22pt; margin: 0 0 8mm; }
    .stamp { display: inline-block; border: 2px solid #b42318; color: #b42318; padding: 2mm 5mm; font-size: 16pt; font-weight: 700; transform: rotate(-4deg); margin: 6mm 0 10mm; }
    p { font-size: 12pt; line-height: 1.5; max-width: 150mm; }
  </style></head><body><div class="frame">
    <p class="school">[School Name] Public School, Chennai</p>
    <h1>${title}</h1>
    <div class="stamp">SAMPLE DOCUMENT</div>
    <p>This file stands in for the school's own document in the demo content of the website. It is not a certificate and
    certifies nothing.</p>
    <p>Before the site goes live, staff replace it on the admin page 'Manage Mandatory Disclosure' (or 'Manage Disclosure
    Documents') with a self-attested copy, signed by the Chairman, Manager or Secretary and by the Principal.</p>
  </div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  mkdirSync(path.join(DOCS, 'mandatory-disclosure'), { recursive: true });
  const files = [
    ...DISCLOSURE_SAMPLES.map(([name, title]) => [path.join(DOCS, 'mandatory-disclosure', `${name}.pdf`), title]),
    [path.join(DOCS, 'admission-policy.pdf'), 'Admission Policy 2027-28'],
  ];
  for (const [file, title] of files) {
    await page.setContent(sampleHtml(title ?? ''));
    await page.pdf({ path: file, format: 'A4', margin: { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' } });
    console.log(`wrote ${path.relative(ROOT, file ?? '')}`);
  }
} finally {
  await browser.close();
}
