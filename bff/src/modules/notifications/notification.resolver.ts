import {
  Arg,
  Authorized,
  Ctx,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import { NOTIFICATION_TOPIC, type ConcordEvent } from '@concord/db';
import type { RequestContext } from '../../context.js';
import { ErrorCode, graphQLError, messages } from '../../upstream/error-mapping.js';
import {
  Notification,
  NotificationFilter,
  NotificationPage,
  NotificationSettings,
  toNotification,
  toNotificationSettings,
} from './notification.type.js';

@Resolver(() => Notification)
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationPage, {
    description: 'The signed-in user’s notifications (header bell), newest first.',
  })
  async notifications(
    @Arg('filter', () => NotificationFilter, {
      defaultValue: NotificationFilter.ALL,
      description: 'all, new, unread or other.',
    })
    filter: NotificationFilter,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page, from 1.' }) page: number,
    @Arg('size', () => Int, { defaultValue: 10, description: 'Page size (1 to 100).' })
    size: number,
    @Ctx() context: RequestContext,
  ): Promise<NotificationPage> {
    const answer = await context.users.notifications({ filter, page, size });
    return {
      items: answer.items.map(toNotification),
      totalCount: answer.totalCount,
      unreadCount: answer.unread_count,
      newCount: answer.new_count,
    };
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'Marks notifications read (the given ones, or all); answers how many changed.',
  })
  async markNotificationsRead(
    @Arg('ids', () => [Int], { nullable: true, description: 'These notifications.' })
    ids: number[] | null,
    @Arg('all', () => Boolean, { defaultValue: false, description: 'Every notification.' })
    all: boolean,
    @Ctx() context: RequestContext,
  ): Promise<number> {
    const answer = await context.users.markNotificationsRead({
      ...(ids ? { notification_ids: ids } : {}),
      ...(all ? { all: true } : {}),
    });
    return answer.updated;
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'The list was opened: nothing so far is new any more. Answers how many changed.',
  })
  async markNotificationsSeen(@Ctx() context: RequestContext): Promise<number> {
    return (await context.users.markNotificationsSeen()).updated;
  }

  @Authorized()
  @Query(() => NotificationSettings, { description: 'The profile menu’s two toggles.' })
  async notificationSettings(@Ctx() context: RequestContext): Promise<NotificationSettings> {
    return toNotificationSettings(await context.users.notificationSettings());
  }

  @Authorized()
  @Mutation(() => NotificationSettings, { description: 'Changes either toggle.' })
  async updateNotificationSettings(
    @Arg('doNotDisturb', () => Boolean, { nullable: true, description: 'Do not disturb.' })
    doNotDisturb: boolean | null,
    @Arg('allowNotifications', () => Boolean, {
      nullable: true,
      description: 'Allow browser notifications.',
    })
    allowNotifications: boolean | null,
    @Ctx() context: RequestContext,
  ): Promise<NotificationSettings> {
    return toNotificationSettings(
      await context.users.updateNotificationSettings({
        ...(doNotDisturb !== null ? { do_not_disturb: doNotDisturb } : {}),
        ...(allowNotifications !== null ? { allow_notifications: allowNotifications } : {}),
      }),
    );
  }

  @Subscription(() => Notification, {
    description:
      'The signed-in user’s new notifications as they arrive, from any BFF replica (PostgreSQL LISTEN/NOTIFY).',
    subscribe: async ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      if (!context.token) throw graphQLError(messages.unauthenticated, ErrorCode.Unauthenticated);
      // The users service checks the session, as for every HTTP call.
      const me = await context.users.me();
      if (!context.events.live)
        throw graphQLError(
          'Live updates are not available on this server.',
          ErrorCode.UpstreamUnavailable,
        );
      return context.events.subscribe(
        (e) => e.topic === NOTIFICATION_TOPIC && Number(e.data.userId) === me.user_id,
      );
    },
  })
  async notificationReceived(
    @Root() event: ConcordEvent,
    @Ctx() context: RequestContext,
  ): Promise<Notification> {
    // Read through the users service: a session revoked since subscribing gets no content.
    return toNotification(await context.users.notification(event.id));
  }
}
