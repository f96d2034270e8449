import { graphql } from '../../gql';

export const CompanyListMyCompaniesQuery = graphql(`
  query CompanyList_MyCompanies {
    myCompanies {
      id
      name
      country
      baseCurrency
      role
    }
  }
`);

export const CompanyHomeCompanyQuery = graphql(`
  query CompanyHome_Company($companyId: Int!) {
    company(id: $companyId) {
      id
      name
      country
      baseCurrency
    }
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
