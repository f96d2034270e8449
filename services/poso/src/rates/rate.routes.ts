import { poso } from '@concord/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../shared/db.js';
import { notFound } from '../shared/errors.js';
import { callerWith } from '../shared/http.js';
import { currency, isoDate, parseInput, today } from '../shared/validation.js';
import { findRate } from './rate.repository.js';

const query = z.object({ rate: currency, exchange: currency, date: isoDate.optional() });

export type ExchangeRate = {
  rate: string;
  exchange: string;
  date: string;
  exchange_rate: string;
  rate_date: string;
};

export function rateRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.route({
    ...poso.exchangeRate,
    handler: async (request): Promise<ExchangeRate> => {
      const caller = callerWith(request, 'po:read', 'invoice:read');
      const q = parseInput(query, request.query);
      const date = q.date ?? today();
      if (q.rate === q.exchange)
        return {
          rate: q.rate,
          exchange: q.exchange,
          date,
          exchange_rate: '1.000000',
          rate_date: date,
        };
      const found = await findRate(deps.db, caller.schema, q.rate, q.exchange, date);
      if (!found) throw notFound('Exchange rate');
      return { rate: q.rate, exchange: q.exchange, date, ...found };
    },
  });
}
