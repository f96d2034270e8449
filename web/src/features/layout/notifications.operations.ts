import { graphql } from '../../gql';

export const NotificationsListQuery = graphql(`
  query Notifications_List($filter: NotificationFilter!) {
    notifications(filter: $filter, size: 20) {
      totalCount
      unreadCount
      newCount
      items {
        id
        kind
        direct
        companyName
        actorName
        text
        subjectName
        periodFrom
        periodTo
        detail {
          code
          params {
            name
            value
          }
        }
        link
        createdAt
        isNew
        read
      }
    }
  }
`);

/** What the bell shows while closed: the counts, not the notifications themselves. */
export const NotificationsCountsQuery = graphql(`
  query Notifications_Counts {
    notifications(filter: ALL, size: 1) {
      unreadCount
      newCount
    }
  }
`);

export const NotificationsReceivedSubscription = graphql(`
  subscription Notifications_Received {
    notificationReceived {
      id
      kind
      actorName
      text
      subjectName
      periodFrom
      periodTo
      detail {
        code
        params {
          name
          value
        }
      }
      link
    }
  }
`);

export const NotificationsMarkSeenMutation = graphql(`
  mutation Notifications_MarkSeen {
    markNotificationsSeen
  }
`);

export const NotificationsMarkReadMutation = graphql(`
  mutation Notifications_MarkRead($ids: [Int!], $all: Boolean!) {
    markNotificationsRead(ids: $ids, all: $all)
  }
`);

export const NotificationsSettingsQuery = graphql(`
  query Notifications_Settings {
    notificationSettings {
      doNotDisturb
      allowNotifications
    }
  }
`);

export const NotificationsUpdateSettingsMutation = graphql(`
  mutation Notifications_UpdateSettings($doNotDisturb: Boolean, $allowNotifications: Boolean) {
    updateNotificationSettings(
      doNotDisturb: $doNotDisturb
      allowNotifications: $allowNotifications
    ) {
      doNotDisturb
      allowNotifications
    }
  }
`);
