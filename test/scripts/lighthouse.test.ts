import type { Result } from 'lighthouse';
import { figuresOf, formatTable, medianRun, PAGES } from '../../scripts/lighthouse';

/** A Lighthouse result with the audits the benchmark reads. */
function anLhr(score: number | null, values: Partial<Record<string, number>> = {}): Result {
  const audit = (id: string, fallback: number) => ({ numericValue: values[id] ?? fallback });
  return {
    finalDisplayedUrl: 'http://localhost:1234/demo_gamer',
    categories: { performance: { score } },
    audits: {
      'cumulative-layout-shift': audit('cumulative-layout-shift', 0.01),
      'largest-contentful-paint': audit('largest-contentful-paint', 2100),
      'total-blocking-time': audit('total-blocking-time', 150),
      'first-contentful-paint': audit('first-contentful-paint', 1200),
      'bootup-time': audit('bootup-time', 900),
    },
    environment: { benchmarkIndex: 1500 },
  } as unknown as Result;
}

describe('lighthouse benchmark', () => {
  it('measures the landing page, a public profile, the dashboard and the signed-in frame', () => {
    expect(PAGES.map((page) => [page.name, page.path, page.signedIn])).toEqual([
      ['landing', '/', false],
      ['profile', '/demo_gamer', false],
      ['home', '/home/user-home', true],
      ['frame', '/home/user-posts', true],
    ]);
  });

  it('reads score, CLS, LCP, TBT, FCP, script boot and the CPU index of a result', () => {
    expect(figuresOf('profile', anLhr(0.93, { 'bootup-time': 640 }))).toEqual({
      page: 'profile',
      url: 'http://localhost:1234/demo_gamer',
      score: 0.93,
      cls: 0.01,
      lcpMs: 2100,
      tbtMs: 150,
      fcpMs: 1200,
      bootMs: 640,
      benchmarkIndex: 1500,
    });
  });

  it('refuses a result without a score or a metric instead of printing a made-up figure', () => {
    expect(() => figuresOf('landing', anLhr(null))).toThrow('no performance score');
    const lhr = anLhr(0.9);
    delete (lhr.audits as Record<string, unknown>)['total-blocking-time'];
    expect(() => figuresOf('landing', lhr)).toThrow('no total-blocking-time');
  });

  it('keeps the median run by score', () => {
    const run = (score: number) => ({ figures: figuresOf('landing', anLhr(score)), id: score });

    expect(medianRun([run(0.7), run(0.95), run(0.9)]).id).toBe(0.9);
    expect(medianRun([run(0.8), run(0.6)]).id).toBe(0.6);
    expect(() => medianRun([])).toThrow('no runs');
  });

  it('prints one row per page and marks the missed targets', () => {
    const pass = { ...figuresOf('landing', anLhr(0.94)), runs: [0.94, 0.92, 0.95] };
    const miss = { ...figuresOf('profile', anLhr(0.62, { 'cumulative-layout-shift': 0.28 })), runs: [0.62] };

    const lines = formatTable([pass, miss]).split('\n');

    expect(lines[0]).toMatch(/^page\s+score\s+CLS\s+LCP\s+TBT\s+FCP\s+script boot\s+CPU index/);
    expect(lines[2]).toMatch(
      /^landing\s+94 \s+0\.010 \s+2\.10 s\s+150 ms\s+1\.20 s\s+0\.90 s\s+1500\s+94 92 95$/,
    );
    expect(lines[3]).toMatch(/^profile\s+62✗\s+0\.280✗/);
  });
});
