import { describe, expect, it } from 'vitest';
import { markdownTable, medianRow, type Row } from '../../scripts/lib/bench-report.mjs';

function run(fields: Partial<Row>): Row {
  return {
    route: '/Council',
    reports: ['.cache/bench/Council-run1.report.json'],
    performance: 98,
    accessibility: 100,
    seo: 100,
    lcpMs: 2100,
    cls: 0,
    tbtMs: 20,
    totalBytes: 200_000,
    warnings: [],
    ...fields,
  };
}

describe('medianRow', () => {
  it('takes each figure as the median of the runs, so that one slow load does not decide the row', () => {
    const row = medianRow('/', [
      run({ tbtMs: 158, lcpMs: 1100, performance: 95, reports: ['a'] }),
      run({ tbtMs: 28, lcpMs: 1200, performance: 99, reports: ['b'] }),
      run({ tbtMs: 38, lcpMs: 1000, performance: 98, reports: ['c'] }),
    ]);
    expect(row).toMatchObject({ route: '/', tbtMs: 38, lcpMs: 1100, performance: 98, reports: ['a', 'b', 'c'] });
    expect(row.error).toBeUndefined();
  });

  it('keeps the worst run of each figure beside the median: the lowest score, the longest time, the largest shift', () => {
    const row = medianRow('/', [run({ tbtMs: 821, performance: 80, cls: 0.01 }), run({ tbtMs: 28, lcpMs: 2770 }), run({ tbtMs: 38 })]);
    expect(row.worst).toMatchObject({ performance: 80, tbtMs: 821, lcpMs: 2770, cls: 0.01 });
    const table = markdownTable([row]);
    expect(table).toContain('| Perf worst / median |');
    expect(table).toContain('| / | 80 / 98 | 100 | 100 | 2.77 / 2.10 | 0.010 / 0.000 | 821 / 38 | 195 |');
    // The summary's worst is the worst run of any route, its median the routes' medians'.
    expect(table).toContain('| **worst** | 80 | 100 | 100 | 2.77 | 0.010 | 821 | 195 |');
    expect(table).toContain('| **median** | 98 | 100 | 100 | 2.10 | 0.000 | 38 | 195 |');
  });

  it('leaves out a run that failed, and says so', () => {
    const row = medianRow('/Council', [run({ lcpMs: 2000 }), run({ lcpMs: null, error: 'lighthouse exited with 1 and wrote no report' }), run({ lcpMs: 2400 })]);
    expect(row.lcpMs).toBe(2200);
    expect(row.error).toBeUndefined();
    expect(row.warnings).toEqual(['1 of 3 runs failed (lighthouse exited with 1 and wrote no report); the figures are of the others']);
  });

  it('is a failed row when every run failed', () => {
    const failed = run({ performance: null, lcpMs: null, error: 'lighthouse exited with 1 and wrote no report' });
    const row = medianRow('/Council', [failed, failed]);
    expect(row.error).toBe('lighthouse exited with 1 and wrote no report');
    expect(markdownTable([row])).toContain('| /Council (failed) | – |');
  });
});
