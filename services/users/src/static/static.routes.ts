import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UsersDeps } from '../deps.js';
import { listCurrencies } from './static.repository.js';

export const staticRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (app, { db }) => {
  app.get('/static/get_currencies', async () => {
    const currencies = await listCurrencies(db);
    return {
      currencies_list: currencies.map((c) => ({
        code: c.code.trim(),
        name: c.name,
        symbol: c.symbol,
      })),
    };
  });
};
