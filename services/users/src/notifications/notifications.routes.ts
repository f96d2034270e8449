import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { users } from '@concord/contracts';
import type { UsersDeps } from '../deps.js';
import {
  changeNotificationSettings,
  notificationSettings,
  notificationsPage,
  oneNotification,
  readNotifications,
  seeNotifications,
} from './notifications.service.js';

/** The header bell: any signed-in token, always the token's own user. */
export const notificationRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (app, { db }) => {
  app.route({
    ...users.listNotifications,
    handler: async (request) => notificationsPage(db, request.auth, request.query),
  });
  app.route({
    ...users.getNotification,
    handler: async (request) => oneNotification(db, request.auth, request.params.notification_id),
  });
  app.route({
    ...users.markNotificationsRead,
    handler: async (request) => readNotifications(db, request.auth, request.body),
  });
  app.route({
    ...users.markNotificationsSeen,
    handler: async (request) => seeNotifications(db, request.auth),
  });
  app.route({
    ...users.getNotificationSettings,
    handler: async (request) => notificationSettings(db, request.auth),
  });
  app.route({
    ...users.updateNotificationSettings,
    handler: async (request) => changeNotificationSettings(db, request.auth, request.body),
  });
};
