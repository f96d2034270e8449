import { reco, type BodyOf } from '@concord/contracts';
import type { ServiceClient } from './service-client.js';

// Wire shapes of the reco service, from its contract (@concord/contracts `reco`).
export type RestRecoProject = reco.Project;
export type RestRecoParty = reco.Party;
export type RestReco = reco.Reco;
export type RestIteration = reco.Iteration;
export type RestLedgerMapping = reco.LedgerMapping;
export type RestStoredFile = reco.StoredFile;
export type RestHistoryEntry = reco.HistoryEntry;
export type RestRecoHome = reco.Home;
export type RestRecoDashboard = reco.RecoDashboard;
export type RestRecoPage<T> = { items: T[]; totalCount: number; page: number; size: number };
export type RestSummary = reco.IterationSummary;
export type RestEntry = reco.Entry;
export type RestDecision = reco.Decision;
export type RestCarryReport = reco.CarryReport;

/** REST field names -> GraphQL argument names, for per-field messages. */
const RECO_FIELDS = {
  reco_id: 'recoId',
  project_id: 'projectId',
  party_id: 'partyId',
  period_from: 'periodFrom',
  period_to: 'periodTo',
  assignee_user_id: 'assigneeId',
  reviewer_user_id: 'reviewerId',
  reconciler_ids: 'reconcilerIds',
  reviewer_ids: 'reviewerIds',
  connected_company_id: 'connectedCompanyId',
  contact_email: 'contactEmail',
  user_id: 'userId',
  from_state: 'fromState',
  header_row: 'headerRow',
  period_end_from: 'periodEndFrom',
  period_end_to: 'periodEndTo',
  opened_from: 'openedFrom',
  opened_to: 'openedTo',
  as_of: 'asOf',
};

const COMMS_FIELDS = {
  smtp_host: 'smtpHost',
  smtp_port: 'smtpPort',
  smtp_user: 'smtpUser',
  smtp_password: 'smtpPassword',
  from_address: 'fromAddress',
  from_name: 'fromName',
  reply_to: 'replyTo',
};

const TEMPLATE_FIELDS = { attach_result: 'attachResult' };

const RULE_FIELDS = {
  project_id: 'projectId',
  request_template_id: 'requestTemplateId',
  reminder_template_id: 'reminderTemplateId',
  send_on_creation: 'sendOnCreation',
  first_reminder_days: 'firstReminderDays',
  repeat_every_days: 'repeatEveryDays',
  max_reminders: 'maxReminders',
  escalate_after: 'escalateAfter',
  escalation_email: 'escalationEmail',
  quiet_weekdays: 'quietWeekdays',
  quiet_dates: 'quietDates',
  start_run_on_upload: 'startRunOnUpload',
};

/** Typed calls to the reco service; every method maps to one route of its contract. */
export class RecoClient {
  constructor(private readonly http: ServiceClient) {}

  projects(query: { page: number; size: number; kind?: reco.RecoKind }) {
    return this.http.call(reco.listProjects, { query, fieldAliases: RECO_FIELDS });
  }

  project(projectId: number) {
    return this.http.call(reco.getProject, { params: { project_id: projectId } });
  }

  createProject(body: reco.NewProject) {
    return this.http.call(reco.createProject, { body, fieldAliases: RECO_FIELDS });
  }

  setProjectMembers(projectId: number, body: reco.ProjectMembers) {
    return this.http.call(reco.setProjectMembers, {
      params: { project_id: projectId },
      body,
      fieldAliases: RECO_FIELDS,
    });
  }

  parties(query: { page: number; size: number; search?: string }) {
    return this.http.call(reco.listParties, { query });
  }

  createParty(body: reco.NewParty) {
    return this.http.call(reco.createParty, { body, fieldAliases: RECO_FIELDS });
  }

  recos(query: reco.RecoListQuery) {
    return this.http.call(reco.listRecos, { query, fieldAliases: RECO_FIELDS });
  }

  reco(recoId: number) {
    return this.http.call(reco.getReco, { params: { reco_id: recoId } });
  }

  createReco(body: reco.NewReco) {
    return this.http.call(reco.createReco, { body, fieldAliases: RECO_FIELDS });
  }

  history(recoId: number) {
    return this.http.call(reco.recoHistory, { params: { reco_id: recoId } });
  }

  home() {
    return this.http.call(reco.home);
  }

  dashboard(query: reco.DashboardQuery) {
    return this.http.call(reco.recoDashboard, { query, fieldAliases: RECO_FIELDS });
  }

  start(recoId: number, fromState?: reco.RecoState) {
    return this.http.call(reco.startReco, {
      query: { reco_id: recoId, ...(fromState ? { from_state: fromState } : {}) },
      fieldAliases: RECO_FIELDS,
    });
  }

  submit(recoId: number, fromState?: reco.RecoState) {
    return this.http.call(reco.continueReco, {
      query: { reco_id: recoId, ...(fromState ? { from_state: fromState } : {}) },
    });
  }

  accept(body: { reco_id: number; from_state?: reco.RecoState; remarks?: string }) {
    return this.http.call(reco.acceptFile, { body, fieldAliases: RECO_FIELDS });
  }

  reject(body: { reco_id: number; from_state?: reco.RecoState; remarks: string }) {
    return this.http.call(reco.rejectFile, { body, fieldAliases: RECO_FIELDS });
  }

  restart(body: {
    reco_id: number;
    from_state?: reco.RecoState;
    keep_books?: boolean;
    keep_counterparty?: boolean;
    remarks?: string;
  }) {
    return this.http.call(reco.restartReco, {
      body,
      fieldAliases: {
        ...RECO_FIELDS,
        keep_books: 'keepBooks',
        keep_counterparty: 'keepCounterparty',
      },
    });
  }

  inactivate(body: { reco_id: number; from_state?: reco.RecoState; remarks?: string }) {
    return this.http.call(reco.inactiveReco, { body, fieldAliases: RECO_FIELDS });
  }

  changeAssignee(body: { reco_id: number; from_state?: reco.RecoState; user_id: number }) {
    return this.http.call(reco.changeAssignee, { body, fieldAliases: RECO_FIELDS });
  }

  changeReviewer(body: { reco_id: number; from_state?: reco.RecoState; user_id: number }) {
    return this.http.call(reco.changeAssigner, { body, fieldAliases: RECO_FIELDS });
  }

  iteration(iterationId: number) {
    return this.http.call(reco.getIteration, { params: { iteration_id: iterationId } });
  }

  iterations(recoId: number) {
    return this.http.call(reco.listIterations, { params: { reco_id: recoId } });
  }

  confirmMapping(iterationId: number, body: reco.MappingChoice) {
    return this.http.call(reco.confirmMapping, {
      params: { iteration_id: iterationId },
      body,
      fieldAliases: RECO_FIELDS,
    });
  }

  details(iterationId: number) {
    return this.http.call(reco.reconciliationDetails, { query: { state_id: iterationId } });
  }

  summary(iterationId: number) {
    return this.http.call(reco.getSummary, { params: { iteration_id: iterationId } });
  }

  entries(iterationId: number, query: reco.EntryQuery) {
    return this.http.call(reco.listEntries, {
      params: { iteration_id: iterationId },
      query,
      fieldAliases: { after_line: 'afterLine' },
    });
  }

  decisions(iterationId: number) {
    return this.http.call(reco.listDecisions, { params: { iteration_id: iterationId } });
  }

  carryReport(iterationId: number) {
    return this.http.call(reco.getCarryReport, { params: { iteration_id: iterationId } });
  }

  decide(iterationId: number, body: reco.NewDecision) {
    return this.http.call(reco.createDecision, {
      params: { iteration_id: iterationId },
      body,
      fieldAliases: { entries: 'entryNumbers' },
    });
  }

  undoDecision(decisionId: number) {
    return this.http.call(reco.undoDecision, { params: { decision_id: decisionId } });
  }

  tags() {
    return this.http.call(reco.listTags);
  }

  matchingRules() {
    return this.http.call(reco.matchingRules);
  }

  createTag(body: { name: string; color?: (typeof reco.TAG_COLORS)[number] }) {
    return this.http.call(reco.createTag, { body });
  }

  tagMaps(query: { reco_id?: number; tag_id?: number; iteration_id?: number }) {
    return this.http.call(reco.listTagMaps, { query, fieldAliases: RECO_FIELDS });
  }

  tagReco(body: { tag_id: number; reco_id: number; iteration_id?: number; entry_no?: number }) {
    return this.http.call(reco.createTagMap, {
      body,
      fieldAliases: {
        ...RECO_FIELDS,
        tag_id: 'tagId',
        iteration_id: 'iterationId',
        entry_no: 'entryNumber',
      },
    });
  }

  setTagActive(tagMapId: number, active: boolean) {
    return this.http.call(reco.updateTagMap, { params: { id: tagMapId }, body: { active } });
  }

  senderSettings() {
    return this.http.call(reco.listCommsConfig);
  }

  createSenderSettings(body: reco.NewCommsConfig) {
    return this.http.call(reco.createCommsConfig, { body, fieldAliases: COMMS_FIELDS });
  }

  updateSenderSettings(configId: number, body: reco.CommsConfigPatch) {
    return this.http.call(reco.updateCommsConfig, {
      params: { id: configId },
      body,
      fieldAliases: COMMS_FIELDS,
    });
  }

  sendTestMail(to: string) {
    return this.http.call(reco.sendTestMail, { body: { to }, fieldAliases: COMMS_FIELDS });
  }

  communications(query: {
    reco_id?: number;
    status?: reco.MailStatus;
    page: number;
    size: number;
  }) {
    return this.http.call(reco.listCommunications, { query, fieldAliases: RECO_FIELDS });
  }

  followUps(query: reco.FollowUpQuery) {
    return this.http.call(reco.listFollowUps, {
      query,
      fieldAliases: { project_id: 'projectId' },
    });
  }

  sendBulkMail(body: reco.NewBulkMail) {
    return this.http.call(reco.sendBulkMail, {
      body,
      fieldAliases: { batch_key: 'batchKey', template_id: 'templateId', reco_ids: 'recoIds' },
    });
  }

  bulkMailProgress(batchKey: string) {
    return this.http.call(reco.bulkMailProgress, { params: { batch_key: batchKey } });
  }

  generateLink(body: reco.NewLink) {
    return this.http.call(reco.generateLink, {
      body,
      fieldAliases: { iteration_id: 'iterationId', expires_in_days: 'expiresInDays' },
    });
  }

  links(recoId: number) {
    return this.http.call(reco.listLinks, { params: { reco_id: recoId } });
  }

  sharingPossible(iterationId: number) {
    return this.http.call(reco.isSharingPossible, { params: { id: iterationId } });
  }

  shareReco(reconcileeCompanyId: number, iterationId: number) {
    return this.http.call(reco.shareReco, {
      params: { reconcilee_co_id: reconcileeCompanyId, x: iterationId },
    });
  }

  recoShares(recoId: number) {
    return this.http.call(reco.listRecoShares, { params: { reco_id: recoId } });
  }

  sharedRecos(query: { page: number; size: number }) {
    return this.http.call(reco.listSharedRecos, { query });
  }

  sharedReco(shareId: number) {
    return this.http.call(reco.getSharedReco, { params: { share_id: shareId } });
  }

  sharedEntries(shareId: number, query: reco.EntryQuery) {
    return this.http.call(reco.listSharedEntries, {
      params: { share_id: shareId },
      query,
      fieldAliases: { after_line: 'afterLine' },
    });
  }

  answerSharedEntry(shareId: number, entryNo: number, body: reco.NewEntryAnswer) {
    return this.http.call(reco.answerSharedEntry, {
      params: { share_id: shareId, entry_no: entryNo },
      body,
    });
  }

  revokeLink(linkId: number) {
    return this.http.call(reco.revokeLink, { params: { link_id: linkId } });
  }

  templates(query: { purpose?: reco.TemplatePurpose; language?: reco.MailLanguage }) {
    return this.http.call(reco.listTemplates, { query });
  }

  createTemplate(body: reco.NewTemplate) {
    return this.http.call(reco.createTemplate, { body, fieldAliases: TEMPLATE_FIELDS });
  }

  updateTemplate(templateId: number, body: reco.TemplatePatch) {
    return this.http.call(reco.updateTemplate, {
      params: { id: templateId },
      body,
      fieldAliases: TEMPLATE_FIELDS,
    });
  }

  previewTemplate(body: {
    language: reco.MailLanguage;
    subject: string;
    body: string;
    reco_id?: number;
  }) {
    return this.http.call(reco.previewTemplate, { body, fieldAliases: TEMPLATE_FIELDS });
  }

  rules() {
    return this.http.call(reco.listRules);
  }

  createRule(body: reco.NewRule) {
    return this.http.call(reco.createRule, { body, fieldAliases: RULE_FIELDS });
  }

  updateRule(ruleId: number, body: reco.RulePatch) {
    return this.http.call(reco.updateRule, {
      params: { id: ruleId },
      body,
      fieldAliases: RULE_FIELDS,
    });
  }

  ruleChanges(ruleId: number) {
    return this.http.call(reco.listRuleChanges, { params: { id: ruleId } });
  }

  sendMessage(body: BodyOf<typeof reco.sendMessage>) {
    return this.http.call(reco.sendMessage, {
      body,
      fieldAliases: {
        reco_id: 'recoId',
        iteration_id: 'iterationId',
        entry_no: 'entryNo',
        mentions: 'mentionIds',
      },
    });
  }

  messages(recoId: number, query: { iteration_id?: number; entry_no?: number; all?: boolean }) {
    return this.http.call(reco.listMessages, {
      params: { reco_id: recoId },
      query,
      fieldAliases: { iteration_id: 'iterationId', entry_no: 'entryNo' },
    });
  }

  message(messageId: number) {
    return this.http.call(reco.getMessage, { params: { message_id: messageId } });
  }
}
