/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CompanyList_MyCompanies {\n    myCompanies {\n      id\n      name\n      country\n      baseCurrency\n      role\n    }\n  }\n": typeof types.CompanyList_MyCompaniesDocument,
    "\n  query CompanyHome_Company($companyId: Int!) {\n    company(id: $companyId) {\n      id\n      name\n      country\n      baseCurrency\n    }\n    toolSubscriptions(companyId: $companyId) {\n      toolId\n      toolName\n      toolPrefix\n      isLicensable\n      hasAccess\n      isSubscribed\n    }\n  }\n": typeof types.CompanyHome_CompanyDocument,
    "\n  query Header_MyCompanies {\n    myCompanies {\n      id\n      name\n    }\n  }\n": typeof types.Header_MyCompaniesDocument,
    "\n  query Header_ToolSubscriptions($companyId: Int) {\n    toolSubscriptions(companyId: $companyId) {\n      toolId\n      toolName\n      toolPrefix\n      isLicensable\n      hasAccess\n      isSubscribed\n    }\n  }\n": typeof types.Header_ToolSubscriptionsDocument,
    "\n  mutation Header_RequestToolSubscription($companyId: Int!, $toolId: Int!) {\n    requestToolSubscription(companyId: $companyId, toolId: $toolId) {\n      id\n      status\n    }\n  }\n": typeof types.Header_RequestToolSubscriptionDocument,
    "\n  mutation AccountSettings_UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      userName\n      email\n      firstName\n      lastName\n      isPlatformAdmin\n    }\n  }\n": typeof types.AccountSettings_UpdateProfileDocument,
    "\n  mutation AccountSettings_ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.AccountSettings_ChangePasswordDocument,
    "\n  mutation Login_Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        id\n        userName\n        email\n        firstName\n        lastName\n        isPlatformAdmin\n      }\n    }\n  }\n": typeof types.Login_LoginDocument,
    "\n  query Session_Me {\n    me {\n      id\n      userName\n      email\n      firstName\n      lastName\n      isPlatformAdmin\n    }\n  }\n": typeof types.Session_MeDocument,
    "\n  mutation Session_ChooseCompany($companyId: Int!) {\n    chooseCompany(companyId: $companyId) {\n      accessToken\n      expiresAt\n      permissions\n      schemaName\n      database\n      company {\n        id\n        name\n        country\n        baseCurrency\n      }\n    }\n  }\n": typeof types.Session_ChooseCompanyDocument,
    "\n  mutation Session_Logout {\n    logout\n  }\n": typeof types.Session_LogoutDocument,
};
const documents: Documents = {
    "\n  query CompanyList_MyCompanies {\n    myCompanies {\n      id\n      name\n      country\n      baseCurrency\n      role\n    }\n  }\n": types.CompanyList_MyCompaniesDocument,
    "\n  query CompanyHome_Company($companyId: Int!) {\n    company(id: $companyId) {\n      id\n      name\n      country\n      baseCurrency\n    }\n    toolSubscriptions(companyId: $companyId) {\n      toolId\n      toolName\n      toolPrefix\n      isLicensable\n      hasAccess\n      isSubscribed\n    }\n  }\n": types.CompanyHome_CompanyDocument,
    "\n  query Header_MyCompanies {\n    myCompanies {\n      id\n      name\n    }\n  }\n": types.Header_MyCompaniesDocument,
    "\n  query Header_ToolSubscriptions($companyId: Int) {\n    toolSubscriptions(companyId: $companyId) {\n      toolId\n      toolName\n      toolPrefix\n      isLicensable\n      hasAccess\n      isSubscribed\n    }\n  }\n": types.Header_ToolSubscriptionsDocument,
    "\n  mutation Header_RequestToolSubscription($companyId: Int!, $toolId: Int!) {\n    requestToolSubscription(companyId: $companyId, toolId: $toolId) {\n      id\n      status\n    }\n  }\n": types.Header_RequestToolSubscriptionDocument,
    "\n  mutation AccountSettings_UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      userName\n      email\n      firstName\n      lastName\n      isPlatformAdmin\n    }\n  }\n": types.AccountSettings_UpdateProfileDocument,
    "\n  mutation AccountSettings_ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.AccountSettings_ChangePasswordDocument,
    "\n  mutation Login_Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        id\n        userName\n        email\n        firstName\n        lastName\n        isPlatformAdmin\n      }\n    }\n  }\n": types.Login_LoginDocument,
    "\n  query Session_Me {\n    me {\n      id\n      userName\n      email\n      firstName\n      lastName\n      isPlatformAdmin\n    }\n  }\n": types.Session_MeDocument,
    "\n  mutation Session_ChooseCompany($companyId: Int!) {\n    chooseCompany(companyId: $companyId) {\n      accessToken\n      expiresAt\n      permissions\n      schemaName\n      database\n      company {\n        id\n        name\n        country\n        baseCurrency\n      }\n    }\n  }\n": types.Session_ChooseCompanyDocument,
    "\n  mutation Session_Logout {\n    logout\n  }\n": types.Session_LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyList_MyCompanies {\n    myCompanies {\n      id\n      name\n      country\n      baseCurrency\n      role\n    }\n  }\n"): (typeof documents)["\n  query CompanyList_MyCompanies {\n    myCompanies {\n      id\n      name\n      country\n      baseCurrency\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyHome_Company($companyId: Int!) {\n    company(id: $companyId) {\n      id\n      name\n      country\n      baseCurrency\n    }\n    toolSubscriptions(companyId: $companyId) {\n      toolId\n      toolName\n      toolPrefix\n      isLicensable\n      hasAccess\n      isSubscribed\n    }\n  }\n"): (typeof documents)["\n  query CompanyHome_Company($companyId: Int!) {\n    company(id: $companyId) {\n      id\n      name\n      country\n      baseCurrency\n    }\n    toolSubscriptions(companyId: $companyId) {\n      toolId\n      toolName\n      toolPrefix\n      isLicensable\n      hasAccess\n      isSubscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Header_MyCompanies {\n    myCompanies {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Header_MyCompanies {\n    myCompanies {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Header_ToolSubscriptions($companyId: Int) {\n    toolSubscriptions(companyId: $companyId) {\n      toolId\n      toolName\n      toolPrefix\n      isLicensable\n      hasAccess\n      isSubscribed\n    }\n  }\n"): (typeof documents)["\n  query Header_ToolSubscriptions($companyId: Int) {\n    toolSubscriptions(companyId: $companyId) {\n      toolId\n      toolName\n      toolPrefix\n      isLicensable\n      hasAccess\n      isSubscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Header_RequestToolSubscription($companyId: Int!, $toolId: Int!) {\n    requestToolSubscription(companyId: $companyId, toolId: $toolId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation Header_RequestToolSubscription($companyId: Int!, $toolId: Int!) {\n    requestToolSubscription(companyId: $companyId, toolId: $toolId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSettings_UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      userName\n      email\n      firstName\n      lastName\n      isPlatformAdmin\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSettings_UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      userName\n      email\n      firstName\n      lastName\n      isPlatformAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSettings_ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation AccountSettings_ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login_Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        id\n        userName\n        email\n        firstName\n        lastName\n        isPlatformAdmin\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login_Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        id\n        userName\n        email\n        firstName\n        lastName\n        isPlatformAdmin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session_Me {\n    me {\n      id\n      userName\n      email\n      firstName\n      lastName\n      isPlatformAdmin\n    }\n  }\n"): (typeof documents)["\n  query Session_Me {\n    me {\n      id\n      userName\n      email\n      firstName\n      lastName\n      isPlatformAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Session_ChooseCompany($companyId: Int!) {\n    chooseCompany(companyId: $companyId) {\n      accessToken\n      expiresAt\n      permissions\n      schemaName\n      database\n      company {\n        id\n        name\n        country\n        baseCurrency\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Session_ChooseCompany($companyId: Int!) {\n    chooseCompany(companyId: $companyId) {\n      accessToken\n      expiresAt\n      permissions\n      schemaName\n      database\n      company {\n        id\n        name\n        country\n        baseCurrency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Session_Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Session_Logout {\n    logout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;