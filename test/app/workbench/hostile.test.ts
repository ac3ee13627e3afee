// 10,000 hostile requests at the workbench (Fastify's inject: the whole pipeline, no socket): each answer
// a clean 200, 400 or 404, no payload echoed unescaped, and the process's memory bounded.
import { describe, expect, it } from 'vitest';
import { servedDataset } from '../../helpers/workbench.js';

const ds = servedDataset();

/** Payloads that must never come back as they went: markup, script, attribute breaks. */
const MARKUP = [
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>", '</title><script>x</script>',
  '<a href="javascript:alert(1)">x</a>', '</main><iframe src=//evil>', '<style>*{display:none}</style>',
];
const OTHER = [
  "' OR 1=1 --", "'; DROP TABLE findings; --", '1 UNION SELECT * FROM runs', '") OR ("1"="1', '%', '_', '\\', 'NULL',
  '../../../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd', 'file:///etc/passwd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '99999999999999999999999999', '-1', '0', '1e308', 'NaN', 'Infinity', '9'.repeat(300), 'A'.repeat(5000), '\u0000', '\u202e\u2066x',
  '2026-02-30', '2026-11-06', 'D-311', 'Art. 15º', 'pe-pot-luck-black-jack', 'payout', 'error', 'owed', 'desc', 'en', '__proto__', 'constructor',
];
const PAYLOADS = [...MARKUP, ...OTHER];
const KEYS = ['ruleset', 'article', 'category', 'severity', 'table', 'dealer', 'from', 'to', 'shift', 'hand', 'owed_above', 'sort', 'dir', 'page', 'per', 'lang',
  'run', 'path', 'file', '__proto__', 'constructor[prototype]', 'x[]', 'dealer[]', ''];

/** A deterministic generator (mulberry32): the same 10,000 requests every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('veedor serve: hostile requests', () => {
  it('10,000 requests with SQL fragments, traversals, markup, huge numbers and unknown parameters: 200, 400 or 404, nothing echoed, memory bounded', async () => {
    const run = ds.nov;
    const r = rng(20261106);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
    const paths = (p: string) => [
      '/', `/runs/${run}`, `/runs/${run}/findings`, `/runs/${run}/findings`, `/runs/${run}/findings.csv`, `/runs/${run}/article`,
      `/runs/${run}/hands/${encodeURIComponent(p)}`, `/runs/${encodeURIComponent(p)}`, `/runs/${encodeURIComponent(p)}/findings`,
      `/assets/${encodeURIComponent(p)}`, `/${encodeURIComponent(p)}`, '/runs/../../etc/passwd', '/assets/../package.json', '/%2e%2e/%2e%2e/etc/passwd',
      `/runs/${run}/hands/A-0000008`, '/assets/workbench.css',
    ];
    const statuses = new Map<number, number>();
    let heapAtStart = 0;
    for (let i = 0; i < 10_000; i++) {
      if (i === 1000) heapAtStart = process.memoryUsage().heapUsed;
      const payload = pick(PAYLOADS);
      const path = pick(paths(payload));
      const params = Array.from({ length: Math.floor(r() * 5) }, () => `${encodeURIComponent(pick(KEYS))}=${encodeURIComponent(pick(PAYLOADS))}`);
      if (r() < 0.1) params.push(`${pick(KEYS)}=${pick(PAYLOADS)}`); // unencoded too
      const url = params.length ? `${path}?${params.join('&')}` : path;
      const res = await ds.get(url);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (![200, 400, 404].includes(res.statusCode)) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      for (const m of MARKUP) if (res.body.includes(m)) throw new Error(`${url}: the payload ${m} came back unescaped`);
      if (/<script/i.test(res.body)) throw new Error(`${url}: a script element in the answer`);
      if (res.body.includes('root:x:0:0')) throw new Error(`${url}: /etc/passwd served`);
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    }
    // Every kind of answer was met: pages, refusals and misses.
    expect(statuses.get(200)).toBeGreaterThan(500);
    expect(statuses.get(400)).toBeGreaterThan(500);
    expect(statuses.get(404)).toBeGreaterThan(500);
    // Bounded: the last 9,000 requests add no more than a little garbage to the heap.
    const grown = process.memoryUsage().heapUsed - heapAtStart;
    expect(grown).toBeLessThan(64 * 1024 * 1024);
    // The store still answers as before.
    expect((await ds.get(`/runs/${run}/findings?dealer=D-311`)).body).toContain('3 hallazgos coinciden');
  }, 60_000);
});
