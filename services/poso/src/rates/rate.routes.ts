import { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import { notFound } from '../shared/errors.js';
import { callerWith, type PosoApp } from '../shared/http.js';
import { dateOf, today } from '../shared/validation.js';
import { findRate } from './rate.repository.js';

export function rateRoutes(app: PosoApp, deps: { db: Db }) {
  app.route({
    ...poso.exchangeRate,
    handler: async (request): Promise<poso.ExchangeRate> => {
      const caller = callerWith(request, 'po:read', 'invoice:read');
      const rate = request.query.rate.toUpperCase();
      const exchange = request.query.exchange.toUpperCase();
      const date = dateOf(request.query.date) ?? today();
      if (rate === exchange)
        return { rate, exchange, date, exchange_rate: '1.000000', rate_date: date };
      const found = await findRate(deps.db, caller.schema, rate, exchange, date);
      if (!found) throw notFound('Exchange rate');
      return { rate, exchange, date, ...found };
    },
  });
}
