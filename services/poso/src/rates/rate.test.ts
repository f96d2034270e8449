import { describe, expect, it } from 'vitest';
import { type Kit, type Parties, withKit } from '../testing/testkit.js';

let kit: Kit;
let p: Parties;
withKit((started) => ({ kit, p } = started));

describe('GET /rate/exchange', () => {
  it('answers the latest rate on or before the date, the inverse pair, and 1 for the same currency', async () => {
    expect(
      (
        await kit.call(p.alice, 'GET', '/rate/exchange?rate=USD&exchange=INR&date=2026-11-01')
      ).json(),
    ).toMatchObject({ exchange_rate: '84.100000', rate_date: '2026-10-01' });
    expect(
      (
        await kit.call(p.alice, 'GET', '/rate/exchange?rate=usd&exchange=INR&date=2026-06-01')
      ).json(),
    ).toMatchObject({ exchange_rate: '83.250000' });
    expect(
      (
        await kit.call(p.alice, 'GET', '/rate/exchange?rate=INR&exchange=EUR&date=2026-11-01')
      ).json(),
    ).toMatchObject({ exchange_rate: '0.010251' });
    expect(
      (await kit.call(p.alice, 'GET', '/rate/exchange?rate=INR&exchange=INR')).json(),
    ).toMatchObject({ exchange_rate: '1.000000' });
    expect(
      (await kit.call(p.alice, 'GET', '/rate/exchange?rate=USD&exchange=INR&date=2020-01-01'))
        .statusCode,
    ).toBe(404);
    expect((await kit.call(p.alice, 'GET', '/rate/exchange?rate=US&exchange=INR')).statusCode).toBe(
      400,
    );
  });
});
