import { graphql } from '../../gql';

export const SessionMeQuery = graphql(`
  query Session_Me {
    me {
      id
      userName
      email
      firstName
      lastName
      isPlatformAdmin
    }
  }
`);

export const SessionChooseCompanyMutation = graphql(`
  mutation Session_ChooseCompany($companyId: Int!) {
    chooseCompany(companyId: $companyId) {
      accessToken
      expiresAt
      permissions
      schemaName
      database
      company {
        id
        name
        country
        baseCurrency
      }
    }
  }
`);

export const SessionLogoutMutation = graphql(`
  mutation Session_Logout {
    logout
  }
`);
