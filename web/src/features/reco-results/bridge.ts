import { Dec, type DecimalValue } from '../i18n/amount-format';

export type BridgeInput = {
  booksClosing: string;
  counterpartyClosing: string;
  residual: string;
  steps: readonly { amount: string }[];
};

/** One bar of the waterfall: where it starts and ends on the running balance. */
export type WaterfallBar = {
  kind: 'start' | 'step' | 'end';
  /** Index into the bridge's steps, for a step. */
  step: number | null;
  from: DecimalValue;
  to: DecimalValue;
  /** Position on the scale, 0 to 100 (percent of the track). */
  left: number;
  width: number;
};

/**
 * The waterfall of a closing-balance bridge: a bar from zero to the books' closing, one
 * floating bar per step from the running balance to the next, a bar from zero to the
 * counterparty's closing. Positions are percentages of one scale that holds zero and every
 * running balance, so bars of different signs stay comparable.
 */
export function waterfall(bridge: BridgeInput): { bars: WaterfallBar[]; zero: number } {
  const raw: Omit<WaterfallBar, 'left' | 'width'>[] = [];
  const start = new Dec(bridge.booksClosing);
  raw.push({ kind: 'start', step: null, from: new Dec(0), to: start });
  let running = start;
  bridge.steps.forEach((s, i) => {
    const next = running.plus(s.amount);
    raw.push({ kind: 'step', step: i, from: running, to: next });
    running = next;
  });
  raw.push({ kind: 'end', step: null, from: new Dec(0), to: new Dec(bridge.counterpartyClosing) });
  let min = new Dec(0);
  let max = new Dec(0);
  for (const bar of raw) {
    for (const v of [bar.from, bar.to]) {
      if (v.lessThan(min)) min = v;
      if (v.greaterThan(max)) max = v;
    }
  }
  const span = max.minus(min);
  const at = (v: DecimalValue) =>
    span.isZero() ? 0 : v.minus(min).div(span).times(100).toNumber();
  const bars = raw.map((bar) => {
    const a = at(bar.from);
    const b = at(bar.to);
    return { ...bar, left: Math.min(a, b), width: Math.abs(b - a) };
  });
  return { bars, zero: at(new Dec(0)) };
}

/** Whether a bridge closes: books + every step = counterparty, residual zero. */
export function bridgeCloses(bridge: BridgeInput): boolean {
  const landed = bridge.steps.reduce((sum, s) => sum.plus(s.amount), new Dec(bridge.booksClosing));
  return new Dec(bridge.residual).isZero() && landed.equals(bridge.counterpartyClosing);
}
