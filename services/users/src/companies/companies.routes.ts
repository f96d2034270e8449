import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { UsersDeps } from '../deps.js';
import {
  companiesOfUser,
  companyConnections,
  companyContext,
  databaseDetails,
  getBaseCurrency,
  getCompany,
  toolSubscriptions,
} from './companies.service.js';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const companyRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (app, { db }) => {
  app.get('/companies/by-user/', async (request) => companiesOfUser(db, request.auth.userId));

  app.get('/companies/company-context/', async (request) => companyContext(request.auth));

  app.get(
    '/companies/company-connections/',
    { schema: { querystring: Type.Object({ company_id: Id }) } },
    async (request) => companyConnections(db, request.auth, request.query.company_id),
  );

  app.get(
    '/companies/company-tool-subscription-details/',
    { schema: { querystring: Type.Object({ company_id: Type.Optional(Id) }) } },
    async (request) => toolSubscriptions(db, request.auth, request.query.company_id),
  );

  app.get(
    '/companies/database-details/',
    {
      schema: {
        querystring: Type.Object({
          company_id: Id,
          tool_prefix: Type.String({ minLength: 1, maxLength: 31, pattern: '^[a-z][a-z0-9_]*$' }),
        }),
      },
    },
    async (request) =>
      databaseDetails(db, request.auth, request.query.company_id, request.query.tool_prefix),
  );

  app.get(
    '/companies/get-base-currency/:id',
    { schema: { params: Type.Object({ id: Id }) } },
    async (request) => getBaseCurrency(db, request.auth, request.params.id),
  );

  app.get('/companies/:id/', { schema: { params: Type.Object({ id: Id }) } }, async (request) =>
    getCompany(db, request.auth, request.params.id),
  );
};
