import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { users } from '@concord/contracts';
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

export const companyRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (app, { db }) => {
  app.route({
    ...users.companiesOfUser,
    handler: async (request) => companiesOfUser(db, request.auth.userId),
  });

  app.route({
    ...users.companyContext,
    handler: async (request) => companyContext(request.auth),
  });

  app.route({
    ...users.companyConnections,
    handler: async (request) => companyConnections(db, request.auth, request.query.company_id),
  });

  app.route({
    ...users.toolSubscriptions,
    handler: async (request) => toolSubscriptions(db, request.auth, request.query.company_id),
  });

  app.route({
    ...users.databaseDetails,
    handler: async (request) =>
      databaseDetails(db, request.auth, request.query.company_id, request.query.tool_prefix),
  });

  app.route({
    ...users.baseCurrency,
    handler: async (request) => getBaseCurrency(db, request.auth, request.params.id),
  });

  app.route({
    ...users.getCompany,
    handler: async (request) => getCompany(db, request.auth, request.params.id),
  });
};
