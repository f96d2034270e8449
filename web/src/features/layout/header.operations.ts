import { graphql } from '../../gql';

export const HeaderMyCompaniesQuery = graphql(`
  query Header_MyCompanies {
    myCompanies {
      id
      name
    }
  }
`);

export const HeaderToolSubscriptionsQuery = graphql(`
  query Header_ToolSubscriptions($companyId: Int) {
    toolSubscriptions(companyId: $companyId) {
      toolId
      toolName
      toolPrefix
      isLicensable
      hasAccess
      isSubscribed
    }
  }
`);

export const HeaderRequestToolSubscriptionMutation = graphql(`
  mutation Header_RequestToolSubscription($companyId: Int!, $toolId: Int!) {
    requestToolSubscription(companyId: $companyId, toolId: $toolId) {
      id
      status
    }
  }
`);
