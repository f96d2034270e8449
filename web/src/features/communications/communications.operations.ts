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

export const TemplatesQuery = graphql(`
  query Templates_List {
    communicationTemplates {
      id
      name
      purpose
      language
      subject
      body
      attachResult
      isDefault
      updatedAt
    }
  }
`);

export const TemplatePreviewQuery = graphql(`
  query Templates_Preview($language: MailLanguage!, $subject: String!, $body: String!) {
    previewCommunicationTemplate(language: $language, subject: $subject, body: $body) {
      subject
      html
      text
      unknownPlaceholders
    }
  }
`);

export const TemplateCreateMutation = graphql(`
  mutation Templates_Create($input: CommunicationTemplateInput!) {
    createCommunicationTemplate(input: $input) {
      id
    }
  }
`);

export const TemplateUpdateMutation = graphql(`
  mutation Templates_Update($id: Int!, $input: CommunicationTemplateInput!) {
    updateCommunicationTemplate(id: $id, input: $input) {
      id
      name
      purpose
      language
      subject
      body
      attachResult
      updatedAt
    }
  }
`);

export const RulesQuery = graphql(`
  query Rules_List {
    communicationRules {
      id
      name
      projectId
      requestTemplateId
      reminderTemplateId
      sendOnCreation
      firstReminderDays
      repeatEveryDays
      maxReminders
      escalateAfter
      escalationEmail
      quietWeekdays
      quietDates
      startRunOnUpload
      enabled
      updatedAt
    }
    communicationTemplates {
      id
      name
      language
    }
  }
`);

export const RuleChangesQuery = graphql(`
  query Rules_Changes($ruleId: Int!) {
    communicationRuleChanges(ruleId: $ruleId) {
      id
      userId
      changedAt
      changes {
        field
        before
        after
      }
    }
  }
`);

export const RuleCreateMutation = graphql(`
  mutation Rules_Create($input: CommunicationRuleInput!) {
    createCommunicationRule(input: $input) {
      id
    }
  }
`);

export const RuleUpdateMutation = graphql(`
  mutation Rules_Update($id: Int!, $input: CommunicationRuleInput!) {
    updateCommunicationRule(id: $id, input: $input) {
      id
      enabled
      updatedAt
    }
  }
`);

export const FollowUpsQuery = graphql(`
  query FollowUps_List(
    $page: Int!
    $size: Int!
    $status: FollowUpStatus
    $search: String
    $projectId: Int
  ) {
    followUps(page: $page, size: $size, status: $status, search: $search, projectId: $projectId) {
      totalCount
      page
      size
      counts {
        disputed
        confirmed
        received
        bounced
        opened
        reminded
        requested
      }
      items {
        id: recoId
        iterationId
        projectName
        partyName
        contactEmail
        periodFrom
        periodTo
        status
        requestedAt
        reminders
        lastRemindedAt
        openedAt
        receivedAt
        confirmedAt
        disputedAt
        disputeRemark
        bouncedAt
        bounceReason
        runWaiting
      }
    }
  }
`);
