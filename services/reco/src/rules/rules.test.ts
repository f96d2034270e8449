import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reco } from '@concord/contracts';
import { startRecoKit, type RecoKit } from '../testing/testkit.js';

let kit: RecoKit;

beforeAll(async () => {
  kit = await startRecoKit();
});
afterAll(() => kit.close());

describe('the matching rules (reconciliation/rules)', () => {
  it('lists each kind’s rules in the order the engine runs them, with the tolerance and window', async () => {
    const res = await kit.call(kit.people.vera, 'GET', '/reconciliation/matching-rules/');
    expect(res.statusCode).toBe(200);
    const rules = res.json<reco.MatchingRules>();
    expect([rules.tolerance, rules.date_window_days]).toEqual(['1.00', 10]);
    expect(rules.sets.map((s) => s.kind)).toEqual(['ledger', 'gst', 'tds']);
    const ledger = rules.sets[0]!.rules.map((r) => r.id);
    // Opening balances first, document agreement before amount-only, the unpaired last.
    expect(ledger.slice(0, 3)).toEqual([
      'ledger.opening',
      'ledger.opening-difference',
      'ledger.exact',
    ]);
    expect(ledger.indexOf('ledger.exact')).toBeLessThan(ledger.indexOf('ledger.amount-only'));
    expect(ledger.indexOf('ledger.grouped')).toBeLessThan(
      ledger.indexOf('ledger.amount-difference'),
    );
    expect(ledger.at(-1)).toBe('ledger.unpaired');
    expect(rules.sets[0]!.rules.find((r) => r.id === 'ledger.exact')).toEqual({
      id: 'ledger.exact',
      status: 'matched',
      remark: 'same document and amount',
      description:
        'A shared reference (document or payment), amount within tolerance, dates within the window',
    });
    expect(rules.sets[1]!.rules.every((r) => r.id.startsWith('gst.'))).toBe(true);
    expect(rules.sets[2]!.rules.every((r) => r.id.startsWith('tds.'))).toBe(true);
  });

  it('needs a company token', async () => {
    const res = await kit.app.inject({ method: 'GET', url: '/reconciliation/matching-rules/' });
    expect(res.statusCode).toBe(401);
  });
});
