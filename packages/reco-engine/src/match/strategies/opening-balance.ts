import { categoryCode } from '../../columns/ledger-columns.js';
import type { Matcher } from '../matcher.js';
import type { MatchRule } from '../rules.js';

/**
 * The opening balance of each side against the other's: with `agree`, paired when the
 * amounts agree within tolerance; without, paired whatever they are (a mismatch).
 */
export function runOpeningBalance(m: Matcher, rule: MatchRule, agree: boolean) {
  const opening = categoryCode('opening_balance');
  const { done, category } = m;
  const first = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (category[i] === opening && done[i] === 0) return i;
    return -1;
  };
  const b = first(0, m.nBooks);
  const c = first(m.nBooks, m.n);
  if (b < 0 || c < 0 || m.isForbidden(b, c)) return;
  const diff = Math.abs(m.amount[b]! - m.amount[c]!);
  if (agree && diff > m.tolerance) return;
  const remark2 =
    diff === 0
      ? 0
      : m.text(
          agree
            ? 'within tolerance'
            : m.amount[b]! > m.amount[c]!
              ? 'books higher'
              : 'counterparty higher',
        );
  m.assign2(b, c, m.codes(rule), remark2);
}
