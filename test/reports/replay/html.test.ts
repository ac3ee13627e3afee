import { describe, expect, it } from 'vitest';
import { renderReplayHtml } from '../../../reports/replay/html.js';
import { replayOf } from '../../helpers/replay.js';
import { hostileHandLog } from '../../helpers/hostile-hand.js';

describe('replay HTML (the markup itself)', () => {
  it('escapes every string from the log: a dealer id <script>alert(1)</script> is text', async () => {
    const { path, hand, strings } = hostileHandLog();
    const html = renderReplayHtml(await replayOf(path, hand, 'es'));
    expect(html).toContain('dealer &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;script&gt;window.pwned=true;alert(3)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;window.pwned=true;alert(2)&quot;&gt;');
    expect(html).toContain('&lt;/style&gt;&lt;script&gt;alert(4)&lt;/script&gt;');
    for (const s of Object.values(strings)) expect(html).not.toContain(s);
    expect(html).not.toContain('<img');
    // One script element: the page's own stepper.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('is self-contained: no URL, no external resource, a policy that forbids fetching', async () => {
    const html = renderReplayHtml(await replayOf('fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json', 'PL-A13-BJ', 'en'));
    expect(html).not.toMatch(/https?:|\/\/[a-z]/i);
    expect(html).not.toMatch(/\s(src|href)=/i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
  });

  it('has one section per event plus the settlement, findings at their step', async () => {
    const doc = await replayOf('fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json', 'PL-A13-BJ', 'en');
    const html = renderReplayHtml(doc);
    expect(html.match(/<section class="step/g)).toHaveLength(doc.steps.length + 1);
    expect(html).toContain('<section class="step has-findings" data-step="9" data-event="9">');
    expect(html).toContain('FINDING Art. 13º');
  });
});
