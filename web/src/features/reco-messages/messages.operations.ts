import { graphql } from '../../gql';

export const RecoMessagesListQuery = graphql(`
  query RecoMessages_List($recoId: Int!, $iterationId: Int, $entryNo: Int) {
    recoMessages(recoId: $recoId, iterationId: $iterationId, entryNo: $entryNo) {
      id
      body
      createdAt
      entryNo
      author {
        id
        userName
      }
    }
  }
`);

export const RecoMessagesAddedSubscription = graphql(`
  subscription RecoMessages_Added($recoId: Int!) {
    recoMessageAdded(recoId: $recoId) {
      id
      iterationId
      entryNo
    }
  }
`);

export const RecoMessagesSendMutation = graphql(`
  mutation RecoMessages_Send(
    $recoId: Int!
    $body: String!
    $iterationId: Int
    $entryNo: Int
    $mentionIds: [Int!]
  ) {
    sendRecoMessage(
      recoId: $recoId
      body: $body
      iterationId: $iterationId
      entryNo: $entryNo
      mentionIds: $mentionIds
    ) {
      id
    }
  }
`);

export const RecoMessagesPeopleQuery = graphql(`
  query RecoMessages_People {
    recoReconcilers {
      id
      userName
    }
    recoReviewers {
      id
      userName
    }
  }
`);
