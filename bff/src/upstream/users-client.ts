import { users } from '@concord/contracts';
import type { ServiceClient } from './service-client.js';

// Wire shapes of the users service, from its contract (@concord/contracts `users`).
export type RestUser = users.User;
export type RestCompany = users.Company;
export type RestCompanySummary = users.CompanySummary;
export type RestCompanyUser = users.CompanyUser;
export type RestToken = users.TokenResponse;
export type RestCompanyToken = users.CompanyTokenResponse;
export type RestToolSubscription = users.ToolSubscription;
export type RestSubscriptionRequest = users.SubscriptionRequest;
export type RestCurrency = users.Currency;
export type RestSessionInfo = users.SessionInfo;
/** A connected customer or vendor of a company (`/companies/company-connections/`). */
export type RestConnection = users.CompanyConnection;

const profileFields = { user_email: 'email', first_name: 'firstName', last_name: 'lastName' };
const passwordFields = { current_password: 'currentPassword', new_password: 'newPassword' };

/** Typed calls to the users service; every method maps to one route of its contract. */
export class UsersClient {
  constructor(
    private readonly http: ServiceClient,
    /** Signed headers naming the browser, for the sign-in throttle. */
    private readonly clientHeaders: () => Record<string, string> = () => ({}),
  ) {}

  login(username: string, password: string): Promise<RestToken> {
    return this.http.call(users.login, {
      form: { username, password },
      headers: this.clientHeaders(),
    });
  }

  listSessions(): Promise<RestSessionInfo[]> {
    return this.http.call(users.listSessions);
  }

  signOutOtherSessions(): Promise<{ revoked: number }> {
    return this.http.call(users.signOutOtherSessions);
  }

  async logout(): Promise<void> {
    await this.http.call(users.logout);
  }

  me(): Promise<RestUser> {
    return this.http.call(users.me);
  }

  user(userId: number): Promise<RestUser> {
    return this.http.call(users.getUser, { params: { user: userId } });
  }

  chooseCompany(companyId: number): Promise<RestCompanyToken> {
    return this.http.call(users.switchCompany, { query: { company_id: companyId } });
  }

  usersByCompany(companyId: number): Promise<RestCompanyUser[]> {
    return this.http.call(users.usersOfCompany, { query: { company_id: companyId } });
  }

  myCompanies(): Promise<RestCompanySummary[]> {
    return this.http.call(users.companiesOfUser);
  }

  company(companyId: number): Promise<RestCompany> {
    return this.http.call(users.getCompany, { params: { id: companyId } });
  }

  companyConnections(companyId: number): Promise<RestConnection[]> {
    return this.http.call(users.companyConnections, { query: { company_id: companyId } });
  }

  toolSubscriptions(companyId: number | undefined): Promise<RestToolSubscription[]> {
    return this.http.call(users.toolSubscriptions, {
      query: companyId === undefined ? {} : { company_id: companyId },
    });
  }

  requestToolSubscription(
    companyId: number,
    toolId: number,
    userId: number,
  ): Promise<RestSubscriptionRequest> {
    return this.http.call(users.requestSubscription, {
      body: {
        subscription_company_id: companyId,
        subscription_tool_id: toolId,
        subscription_created_by_user_id: userId,
      },
      fieldAliases: { subscription_company_id: 'companyId', subscription_tool_id: 'toolId' },
    });
  }

  async currencies(): Promise<RestCurrency[]> {
    return (await this.http.call(users.currencies)).currencies_list;
  }

  async baseCurrency(companyId: number): Promise<string> {
    return (await this.http.call(users.baseCurrency, { params: { id: companyId } })).currency_code;
  }

  updateProfile(userId: number, changes: users.ProfileChanges): Promise<RestUser> {
    return this.http.call(users.updateProfile, {
      params: { user: userId },
      body: changes,
      fieldAliases: profileFields,
    });
  }

  async changePassword(
    userId: number,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    await this.http.call(users.changePassword, {
      params: { user: userId },
      body: { current_password: currentPassword, new_password: newPassword },
      fieldAliases: passwordFields,
    });
  }

  /** Members who may reconcile (`/ums/reconcilers/`) or review (`/ums/reviewers/`). */
  recoPeople(companyId: number, role: 'reconcilers' | 'reviewers'): Promise<RestCompanyUser[]> {
    return this.http.call(role === 'reconcilers' ? users.reconcilers : users.reviewers, {
      query: { company_id: companyId },
    });
  }

  /** The company of the caller's token; the service refuses tenant headers naming another. */
  companyContext() {
    return this.http.call(users.companyContext);
  }

  notifications(query: { filter?: users.NotificationFilter; page?: number; size?: number }) {
    return this.http.call(users.listNotifications, { query });
  }

  notification(notificationId: number) {
    return this.http.call(users.getNotification, {
      params: { notification_id: notificationId },
    });
  }

  markNotificationsRead(body: { notification_ids?: number[]; all?: boolean }) {
    return this.http.call(users.markNotificationsRead, {
      body,
      fieldAliases: { notification_ids: 'ids' },
    });
  }

  markNotificationsSeen() {
    return this.http.call(users.markNotificationsSeen);
  }

  notificationSettings() {
    return this.http.call(users.getNotificationSettings);
  }

  updateNotificationSettings(body: { do_not_disturb?: boolean; allow_notifications?: boolean }) {
    return this.http.call(users.updateNotificationSettings, {
      body,
      fieldAliases: {
        do_not_disturb: 'doNotDisturb',
        allow_notifications: 'allowNotifications',
      },
    });
  }
}
