import { describe, expect, it } from 'vitest';
import { bridgeCloses, waterfall } from './bridge';

describe('waterfall', () => {
  it('floats each step from the running balance and lands on the counterparty closing', () => {
    const { bars, zero } = waterfall({
      booksClosing: '1000.00',
      counterpartyClosing: '700.00',
      residual: '0.00',
      steps: [{ amount: '-500.00' }, { amount: '200.00' }],
    });
    expect(bars.map((b) => [b.kind, b.from.toFixed(2), b.to.toFixed(2)])).toEqual([
      ['start', '0.00', '1000.00'],
      ['step', '1000.00', '500.00'],
      ['step', '500.00', '700.00'],
      ['end', '0.00', '700.00'],
    ]);
    expect(zero).toBe(0);
    expect(bars[1]).toMatchObject({ left: 50, width: 50 });
    expect(bars[2]).toMatchObject({ left: 50, width: 20 });
  });

  it('keeps zero inside the scale when balances cross it', () => {
    const { bars, zero } = waterfall({
      booksClosing: '100',
      counterpartyClosing: '-300',
      residual: '0',
      steps: [{ amount: '-400' }],
    });
    expect(zero).toBe(75);
    expect(bars[0]).toMatchObject({ left: 75, width: 25 });
    expect(bars[1]).toMatchObject({ left: 0, width: 100 });
    expect(bars[2]).toMatchObject({ left: 0, width: 75 });
  });

  it('says whether the bridge closes', () => {
    const steps = [{ amount: '-500.00' }, { amount: '200.00' }];
    expect(
      bridgeCloses({ booksClosing: '1000', counterpartyClosing: '700', residual: '0.00', steps }),
    ).toBe(true);
    expect(
      bridgeCloses({ booksClosing: '1000', counterpartyClosing: '701', residual: '-1.00', steps }),
    ).toBe(false);
  });
});
