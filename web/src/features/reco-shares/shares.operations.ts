import { graphql } from '../../gql';

export const SharePanelQuery = graphql(`
  query SharePanel_State($iterationId: Int!, $recoId: Int!) {
    recoSharingPossible(iterationId: $iterationId) {
      iterationId
      possible
      reason
      reconcileeCompanyId
      reconcileeCompanyName
    }
    recoShares(recoId: $recoId) {
      id
      iterationId
      reconcileeCompanyName
      sharedAt
      sharedBy {
        id
        userName
      }
    }
  }
`);

export const ShareRecoMutation = graphql(`
  mutation SharePanel_Share($reconcileeCompanyId: Int!, $iterationId: Int!) {
    shareReco(reconcileeCompanyId: $reconcileeCompanyId, iterationId: $iterationId) {
      id
    }
  }
`);

export const SharedRecosQuery = graphql(`
  query SharedRecosScreen_List($page: Int!, $size: Int!) {
    sharedRecos(page: $page, size: $size) {
      totalCount
      page
      size
      items {
        id
        recoName
        sharedRecoName
        sharedByUserName
        sharedByUserEmail
        sharedByCompanyName
        kind
        periodFrom
        periodTo
        iterationNumber
        sharedAt
      }
    }
  }
`);

export const SharedSummaryQuery = graphql(`
  query SharedSummary_View($id: Int!) {
    sharedReco(id: $id) {
      share {
        id
        recoName
        sharedByCompanyName
        sharedByUserName
        periodFrom
        periodTo
        iterationNumber
      }
      summary {
        ...SummaryFigures_Summary
      }
    }
  }
`);

export const AnswerEntryMutation = graphql(`
  mutation EntryAnswer_Answer(
    $shareId: Int!
    $entryNumber: Int!
    $answer: EntryAnswerKind!
    $remark: String
  ) {
    answerSharedRecoEntry(
      shareId: $shareId
      entryNumber: $entryNumber
      answer: $answer
      remark: $remark
    ) {
      id
      answer
      remark
    }
  }
`);
