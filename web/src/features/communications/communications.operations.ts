import { graphql } from '../../gql';

export const SenderSettingsQuery = graphql(`
  query SenderSettings_Sender {
    communicationSender {
      id
      smtpHost
      smtpPort
      security
      smtpUser
      hasPassword
      fromAddress
      fromName
      replyTo
      delivery
      updatedAt
    }
  }
`);

export const SenderSettingsSaveMutation = graphql(`
  mutation SenderSettings_Save($input: CommunicationSenderInput!) {
    saveCommunicationSender(input: $input) {
      id
      smtpHost
      smtpPort
      security
      smtpUser
      hasPassword
      fromAddress
      fromName
      replyTo
      delivery
      updatedAt
    }
  }
`);

export const SenderSettingsTestMailMutation = graphql(`
  mutation SenderSettings_TestMail($to: String!) {
    sendTestMail(to: $to) {
      delivered
      delivery
      code
      response
    }
  }
`);

export const MailLogQuery = graphql(`
  query MailLog_Communications($page: Int!, $size: Int!, $status: MailStatus, $recoId: Int) {
    communications(page: $page, size: $size, status: $status, recoId: $recoId) {
      totalCount
      page
      size
      items {
        id
        recoId
        partyName
        purpose
        attempt
        to
        cc
        from
        replyTo
        subject
        html
        text
        attachments
        status
        tries
        smtpResponse
        lastError
        createdAt
        sentAt
      }
    }
  }
`);
