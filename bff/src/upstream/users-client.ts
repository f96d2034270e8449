import type { ServiceClient } from './service-client.js';

// Wire shapes of the users service (docs/decisions.md, "Response shapes of the users service").
export type RestUser = {
  user_id: number;
  user_name: string;
  user_email: string;
  first_name: string | null;
  last_name: string | null;
  user_status: boolean;
  is_platform_admin: boolean;
};

export type RestCompany = {
  company_id: number;
  company_name: string;
  company_country: string | null;
  base_currency: string | null;
  db_schema_prefix?: string;
  db_tool_prefix?: string;
  database?: string;
};

export type RestCompanySummary = {
  company_id: number;
  company_name: string;
  company_country: string | null;
  base_currency: string | null;
  role: string;
};

export type RestCompanyUser = RestUser & { role: string; scopes: string[] };

export type RestToken = {
  access_token: string;
  token_type: string;
  expires_in: number;
  user: RestUser;
};

export type RestCompanyToken = RestToken & {
  company: RestCompany;
  permissions: string[];
  schemaName: string;
  database: string;
};

export type RestToolSubscription = {
  tool_id: number;
  tool_name: string;
  tool_prefix: string;
  is_licensable: boolean;
  hasAccess: boolean;
  isSubscribed: boolean;
};

export type RestSubscriptionRequest = {
  subscription_request_id: number;
  subscription_company_id: number;
  subscription_tool_id: number;
  subscription_created_by_user_id: number;
  status: string;
};

export type RestCurrency = { code: string; name: string; symbol: string };

/** A connected customer or vendor of a company (`/companies/company-connections/`). */
export type RestConnection = {
  connection_id: number;
  relation: 'vendor' | 'customer';
  status: 'accepted' | 'pending';
  company_id: number;
  company_name: string;
  company_country: string | null;
  base_currency: string | null;
};

const profileFields = { user_email: 'email', first_name: 'firstName', last_name: 'lastName' };
const passwordFields = { current_password: 'currentPassword', new_password: 'newPassword' };

/** Typed calls to the users service; every method maps to one REST path. */
export class UsersClient {
  constructor(
    private readonly http: ServiceClient,
    /** Signed headers naming the browser, for the sign-in throttle. */
    private readonly clientHeaders: () => Record<string, string> = () => ({}),
  ) {}

  login(username: string, password: string): Promise<RestToken> {
    return this.http.post('/users/token/', {
      form: { username, password },
      headers: this.clientHeaders(),
    });
  }

  async logout(): Promise<void> {
    await this.http.post('/users/logout/');
  }

  me(): Promise<RestUser> {
    return this.http.get('/users/me/');
  }

  user(userId: number): Promise<RestUser> {
    return this.http.get(`/users/${userId}/`);
  }

  chooseCompany(companyId: number): Promise<RestCompanyToken> {
    return this.http.get('/users/current-user-to-company-resources/', {
      query: { company_id: companyId },
    });
  }

  usersByCompany(companyId: number): Promise<RestCompanyUser[]> {
    return this.http.get('/users/by-company/', { query: { company_id: companyId } });
  }

  myCompanies(): Promise<RestCompanySummary[]> {
    return this.http.get('/companies/by-user/');
  }

  company(companyId: number): Promise<RestCompany> {
    return this.http.get(`/companies/${companyId}/`);
  }

  companyConnections(companyId: number): Promise<RestConnection[]> {
    return this.http.get('/companies/company-connections/', { query: { company_id: companyId } });
  }

  toolSubscriptions(companyId: number | undefined): Promise<RestToolSubscription[]> {
    return this.http.get('/companies/company-tool-subscription-details/', {
      query: { company_id: companyId },
    });
  }

  requestToolSubscription(
    companyId: number,
    toolId: number,
    userId: number,
  ): Promise<RestSubscriptionRequest> {
    return this.http.post('/tools/subscription-requests/', {
      json: {
        subscription_company_id: companyId,
        subscription_tool_id: toolId,
        subscription_created_by_user_id: userId,
      },
      fieldAliases: { subscription_company_id: 'companyId', subscription_tool_id: 'toolId' },
    });
  }

  async currencies(): Promise<RestCurrency[]> {
    const body = await this.http.get<{ currencies_list: RestCurrency[] }>('/static/get_currencies');
    return body.currencies_list;
  }

  async baseCurrency(companyId: number): Promise<string> {
    const body = await this.http.get<{ company_id: number; currency_code: string }>(
      `/companies/get-base-currency/${companyId}`,
    );
    return body.currency_code;
  }

  updateProfile(
    userId: number,
    changes: { first_name?: string; last_name?: string; user_email?: string },
  ): Promise<RestUser> {
    return this.http.patch(`/users/${userId}/`, { json: changes, fieldAliases: profileFields });
  }

  async changePassword(
    userId: number,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    await this.http.post(`/users/${userId}/password/`, {
      json: { current_password: currentPassword, new_password: newPassword },
      fieldAliases: passwordFields,
    });
  }
}
