import { graphql } from '../../gql';

export const RecoLinksListQuery = graphql(`
  query RecoLinks_List($recoId: Int!) {
    recoLinks(recoId: $recoId) {
      id
      iterationId
      purpose
      createdAt
      expiresAt
      lastUsedAt
      createdBy {
        id
        userName
      }
    }
  }
`);

export const RecoLinksGenerateMutation = graphql(`
  mutation RecoLinks_Generate($iterationId: Int!, $expiresInDays: Int!) {
    generateRecoLink(iterationId: $iterationId, purpose: DOWNLOAD, expiresInDays: $expiresInDays) {
      token
      link {
        id
        iterationId
      }
    }
  }
`);

export const RecoLinksRevokeMutation = graphql(`
  mutation RecoLinks_Revoke($id: Int!) {
    revokeRecoLink(id: $id) {
      id
      revokedAt
    }
  }
`);
