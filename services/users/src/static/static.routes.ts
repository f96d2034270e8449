import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { users } from '@concord/contracts';
import type { UsersDeps } from '../deps.js';
import { listCurrencies } from './static.repository.js';

export const staticRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (app, { db }) => {
  app.route({
    ...users.currencies,
    handler: async () => {
      const currencies = await listCurrencies(db);
      return {
        currencies_list: currencies.map((c) => ({
          code: c.code.trim(),
          name: c.name,
          symbol: c.symbol,
        })),
      };
    },
  });
};
