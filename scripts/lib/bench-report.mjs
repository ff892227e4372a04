// Turns Lighthouse results into the benchmark's rows, their worst and median, and a Markdown table.

/**
 * @typedef {object} Row
 * @property {string} route
 * @property {string[]} reports the full Lighthouse JSON reports of the route's runs, relative to the project
 * @property {number | null} performance score 0-100
 * @property {number | null} accessibility score 0-100
 * @property {number | null} seo score 0-100
 * @property {number | null} lcpMs Largest Contentful Paint (simulated Slow 4G, mid-range phone)
 * @property {number | null} cls Cumulative Layout Shift
 * @property {number | null} tbtMs Total Blocking Time
 * @property {number | null} totalBytes transfer size of every request of the page load
 * @property {string[]} warnings Lighthouse's run warnings
 * @property {string} [error] why the route has no figures
 * @property {Partial<Record<Metric, number>>} [worst] for a row of several runs (its figures their medians), the worst
 *   run's value of each figure
 */

/** @typedef {'performance' | 'accessibility' | 'seo' | 'lcpMs' | 'cls' | 'tbtMs' | 'totalBytes'} Metric */

/**
 * Each column, whether a higher value is better, how it is printed, and whether the table gives its worst run beside
 * the median (the figures a single slow load can push over a budget: performance, LCP, CLS, TBT).
 */
/** @type {{ key: Metric, title: string, higherIsBetter: boolean, withWorst: boolean, format: (value: number) => string }[]} */
const COLUMNS = [
  { key: 'performance', title: 'Perf', higherIsBetter: true, withWorst: true, format: (v) => String(Math.round(v)) },
  { key: 'accessibility', title: 'A11y', higherIsBetter: true, withWorst: false, format: (v) => String(Math.round(v)) },
  { key: 'seo', title: 'SEO', higherIsBetter: true, withWorst: false, format: (v) => String(Math.round(v)) },
  { key: 'lcpMs', title: 'LCP (s)', higherIsBetter: false, withWorst: true, format: (v) => (v / 1000).toFixed(2) },
  { key: 'cls', title: 'CLS', higherIsBetter: false, withWorst: true, format: (v) => v.toFixed(3) },
  { key: 'tbtMs', title: 'TBT (ms)', higherIsBetter: false, withWorst: true, format: (v) => String(Math.round(v)) },
  // KiB (1024 bytes), as Lighthouse itself reports sizes.
  { key: 'totalBytes', title: 'Total (KiB)', higherIsBetter: false, withWorst: false, format: (v) => String(Math.round(v / 1024)) },
];

/**
 * The worst of `values` for a column: the lowest score, or the highest time, shift or size.
 * @param {{ higherIsBetter: boolean }} column
 * @param {number[]} values not empty
 */
const worstOf = ({ higherIsBetter }, values) => (higherIsBetter ? Math.min(...values) : Math.max(...values));

/**
 * A route's row with no figures yet (or none at all, with `error`).
 * @param {string} route
 * @param {string[]} reports
 * @param {string} [error]
 * @returns {Row}
 */
export function blankRow(route, reports, error) {
  /** @type {Row} */
  const row = { route, reports, performance: null, accessibility: null, seo: null, lcpMs: null, cls: null, tbtMs: null, totalBytes: null, warnings: [] };
  if (error !== undefined) row.error = error;
  return row;
}

/**
 * One route's figures from one Lighthouse result (`lhr`).
 * @param {string} route
 * @param {string} report
 * @param {any} lhr
 * @returns {Row}
 */
export function rowFromLhr(route, report, lhr) {
  /** @param {string} id */
  const score = (id) => (typeof lhr.categories?.[id]?.score === 'number' ? lhr.categories[id].score * 100 : null);
  /** @param {string} id */
  const numeric = (id) => (typeof lhr.audits?.[id]?.numericValue === 'number' ? lhr.audits[id].numericValue : null);
  /** @type {Row} */
  const row = {
    route,
    reports: [report],
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    totalBytes: numeric('total-byte-weight'),
    warnings: lhr.runWarnings ?? [],
  };
  if (lhr.runtimeError) row.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  else if (COLUMNS.some((column) => row[column.key] === null)) row.error = 'some figures are missing from the report';
  return row;
}

/** @param {number[]} values sorted ascending, not empty */
function median(values) {
  const middle = Math.floor(values.length / 2);
  return values.length % 2 ? /** @type {number} */ (values[middle]) : (/** @type {number} */ (values[middle - 1]) + /** @type {number} */ (values[middle])) / 2;
}

/**
 * A route's row from several runs of it: each figure the median of that figure over the runs that have it, so that
 * one slow or fast load does not decide it, and beside it the worst run's (`worst`), so that a budget is seen to hold
 * in every run. Runs that failed are left out, and said in a warning.
 * @param {string} route
 * @param {Row[]} runs not empty
 * @returns {Row}
 */
export function medianRow(route, runs) {
  const measured = runs.filter((run) => !run.error);
  if (measured.length === 0) return { ...runs[0], route, reports: runs.flatMap((run) => run.reports) };
  const row = blankRow(route, runs.flatMap((run) => run.reports));
  row.warnings = [...new Set(measured.flatMap((run) => run.warnings))];
  row.worst = {};
  for (const column of COLUMNS) {
    const values = measured.map((run) => /** @type {number} */ (run[column.key])).sort((a, b) => a - b);
    row[column.key] = median(values);
    row.worst[column.key] = worstOf(column, values);
  }
  const failed = runs.filter((run) => run.error);
  if (failed.length > 0) row.warnings.push(`${failed.length} of ${runs.length} runs failed (${failed[0]?.error}); the figures are of the others`);
  return row;
}

/**
 * The worst (over every run of every route) and the median (of the routes' medians) of each column.
 * @param {Row[]} rows
 */
export function summarize(rows) {
  /** @type {Partial<Record<Metric, number>>} */
  const worst = {};
  /** @type {Partial<Record<Metric, number>>} */
  const middle = {};
  for (const column of COLUMNS) {
    const { key } = column;
    const values = rows.map((row) => row[key]).filter((value) => value !== null).sort((a, b) => a - b);
    if (values.length === 0) continue;
    worst[key] = worstOf(column, rows.map((row) => row.worst?.[key] ?? row[key]).filter((value) => value !== null && value !== undefined));
    middle[key] = median(values);
  }
  return { worst, median: middle };
}

/**
 * @param {Row[]} rows
 * @returns {string} a Markdown table: one row per route (for performance, LCP, CLS and TBT its worst run and its
 *   median, "worst / median"), then the worst and the median of each column
 */
export function markdownTable(rows) {
  const { worst, median: middle } = summarize(rows);
  const withWorst = rows.some((row) => row.worst !== undefined);
  /** @param {number | null | undefined} value @param {(value: number) => string} format */
  const text = (value, format) => (typeof value === 'number' ? format(value) : '–');
  /** @param {Row} row */
  const rowCells = (row) =>
    COLUMNS.map(({ key, format, withWorst: both }) => (both && withWorst ? `${text(row.worst?.[key] ?? row[key], format)} / ${text(row[key], format)}` : text(row[key], format)));
  /** @param {Partial<Record<Metric, number>>} values */
  const cells = (values) => COLUMNS.map(({ key, format }) => text(values[key], format));
  const title = (/** @type {typeof COLUMNS[number]} */ column) => (column.withWorst && withWorst ? `${column.title} worst / median` : column.title);
  const lines = [
    `| Route | ${COLUMNS.map(title).join(' | ')} |`,
    `|---|${COLUMNS.map(() => '--:').join('|')}|`,
    ...rows.map((row) => `| ${row.route}${row.error ? ' (failed)' : ''} | ${rowCells(row).join(' | ')} |`),
    `| **worst** | ${cells(worst).join(' | ')} |`,
    `| **median** | ${cells(middle).join(' | ')} |`,
  ];
  return lines.join('\n');
}
