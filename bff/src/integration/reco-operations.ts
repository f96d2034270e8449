import type { PosoKit, Session } from '../testing/poso-kit.js';

/** Company B's reconciliation rows that the authorization matrix aims at. */
export type RecoIds = {
  project: number;
  party: number;
  reco: number;
  iteration: number;
  user: number;
  link: number;
  template: number;
  rule: number;
  /** B's own company (a share names the company it is shared with). */
  company: number;
};

type RecoOperation = {
  field: string;
  query: string;
  variables: () => Record<string, unknown>;
  scopes: string[];
  foreign: 'refused' | 'empty' | 'own';
};

const op = (
  field: string,
  query: string,
  variables: () => Record<string, unknown>,
  scopes: string[],
  foreign: RecoOperation['foreign'] = 'refused',
): RecoOperation => ({ field, query, variables, scopes, foreign });

/**
 * Every reconciliation Query and Mutation field, as entries of the authorization matrix
 * (poso-authorization.test.ts): another company's owner with B's ids is refused (404: ids are
 * per company), lists are empty and creations land in the caller's own company.
 */
export function recoOperations(ids: () => RecoIds): RecoOperation[] {
  const read = ['reco:read'];
  const write = ['reco:write'];
  const review = ['reco:review'];
  const admin = ['company:admin'];
  return [
    op('recoProjects', '{ recoProjects { totalCount items { id } } }', () => ({}), read, 'empty'),
    op(
      'recoProject',
      'query Q($id: Int!) { recoProject(id: $id) { id } }',
      () => ({ id: ids().project }),
      read,
    ),
    op(
      'createRecoProject',
      'mutation { createRecoProject(input: { name: "Matrix project", kind: VENDOR, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }',
      () => ({}),
      write,
      'own',
    ),
    op(
      'setRecoProjectMembers',
      'mutation Q($id: Int!) { setRecoProjectMembers(id: $id, reconcilerIds: [], reviewerIds: []) { id } }',
      () => ({ id: ids().project }),
      admin,
    ),
    op('recoParties', '{ recoParties { totalCount items { id } } }', () => ({}), read, 'empty'),
    op(
      'createRecoParty',
      'mutation { createRecoParty(input: { name: "Matrix party" }) { id } }',
      () => ({}),
      write,
      'own',
    ),
    op('recos', '{ recos { totalCount items { id } } }', () => ({}), read, 'empty'),
    op('reco', 'query Q($id: Int!) { reco(id: $id) { id } }', () => ({ id: ids().reco }), read),
    op('recoHome', '{ recoHome { openRecos } }', () => ({}), read, 'own'),
    op('recoDashboard', '{ recoDashboard { total } }', () => ({}), read, 'own'),
    op(
      'recoMatchingRules',
      '{ recoMatchingRules { tolerance sets { kind rules { id } } } }',
      () => ({}),
      read,
      'own',
    ),
    op(
      'recoHistory',
      'query Q($id: Int!) { recoHistory(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      read,
    ),
    op(
      'createReco',
      'mutation Q($p: Int!, $party: Int!) { createReco(input: { projectId: $p, partyId: $party }) { id } }',
      () => ({ p: ids().project, party: ids().party }),
      write,
    ),
    op(
      'startReco',
      'mutation Q($id: Int!) { startReco(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      write,
    ),
    op(
      'submitReco',
      'mutation Q($id: Int!) { submitReco(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      write,
    ),
    op(
      'acceptReco',
      'mutation Q($id: Int!) { acceptReco(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      review,
    ),
    op(
      'rejectReco',
      'mutation Q($id: Int!) { rejectReco(recoId: $id, remarks: "no") { id } }',
      () => ({ id: ids().reco }),
      review,
    ),
    op(
      'restartReco',
      'mutation Q($id: Int!) { restartReco(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      write,
    ),
    op(
      'makeRecoInactive',
      'mutation Q($id: Int!) { makeRecoInactive(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      read,
    ),
    op(
      'changeRecoAssignee',
      'mutation Q($id: Int!, $u: Int!) { changeRecoAssignee(recoId: $id, userId: $u) { id } }',
      () => ({ id: ids().reco, u: ids().user }),
      admin,
    ),
    op(
      'changeRecoReviewer',
      'mutation Q($id: Int!, $u: Int!) { changeRecoReviewer(recoId: $id, userId: $u) { id } }',
      () => ({ id: ids().reco, u: ids().user }),
      admin,
    ),
    op(
      'recoIteration',
      'query Q($id: Int!) { recoIteration(id: $id) { id } }',
      () => ({ id: ids().iteration }),
      read,
    ),
    op(
      'recoIterations',
      'query Q($id: Int!) { recoIterations(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      read,
    ),
    op(
      'recoSummary',
      'query Q($id: Int!) { recoSummary(iterationId: $id) { entryCount } }',
      () => ({ id: ids().iteration }),
      read,
    ),
    op(
      'recoEntries',
      'query Q($id: Int!) { recoEntries(iterationId: $id) { totalEntries } }',
      () => ({ id: ids().iteration }),
      read,
    ),
    op(
      'recoDecisions',
      'query Q($id: Int!) { recoDecisions(iterationId: $id) { id } }',
      () => ({ id: ids().iteration }),
      read,
    ),
    op(
      'recoCarryReport',
      'query Q($id: Int!) { recoCarryReport(iterationId: $id) { carried } }',
      () => ({ id: ids().iteration }),
      read,
    ),
    op(
      'decideRecoEntries',
      'mutation Q($id: Int!) { decideRecoEntries(iterationId: $id, kind: MATCH, entryNumbers: [0, 1]) { id } }',
      () => ({ id: ids().iteration }),
      write,
    ),
    op(
      'undoRecoDecision',
      'mutation { undoRecoDecision(decisionId: 1) { id } }',
      () => ({}),
      write,
    ),
    op('recoTags', '{ recoTags { id } }', () => ({}), read, 'own'),
    op(
      'createRecoTag',
      'mutation { createRecoTag(name: "Matrix tag") { id } }',
      () => ({}),
      ['reco:write', 'reco:review'],
      'own',
    ),
    op(
      'recoTagMaps',
      'query Q($id: Int!) { recoTagMaps(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      read,
      'own',
    ),
    op(
      'tagReco',
      'mutation Q($id: Int!) { tagReco(tagId: 1, recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      ['reco:write', 'reco:review'],
    ),
    op(
      'setRecoTagActive',
      'mutation { setRecoTagActive(id: 1, active: false) { id } }',
      () => ({}),
      ['reco:write', 'reco:review'],
    ),
    op('recoReconcilers', '{ recoReconcilers { id } }', () => ({}), read, 'own'),
    op('recoReviewers', '{ recoReviewers { id } }', () => ({}), read, 'own'),
    // The list first: mallory's own test mail below lands in mallory's own outbox.
    op(
      'communications',
      '{ communications { totalCount items { id } } }',
      () => ({}),
      read,
      'empty',
    ),
    op('communicationSender', '{ communicationSender { id } }', () => ({}), admin, 'own'),
    op(
      'saveCommunicationSender',
      'mutation { saveCommunicationSender(input: { security: NONE, fromAddress: "matrix@own.test" }) { id } }',
      () => ({}),
      admin,
      'own',
    ),
    op(
      'sendTestMail',
      'mutation { sendTestMail(to: "matrix@own.test") { delivered } }',
      () => ({}),
      admin,
      'own',
    ),
    // Templates and rules: B's ids first, before the caller's own creations could take them.
    op(
      'communicationTemplates',
      '{ communicationTemplates(language: EN) { id } }',
      () => ({}),
      read,
      'own',
    ),
    // B's template (past the default set) is unknown in the caller's company.
    op(
      'sendBulkMail',
      'mutation Q($t: Int!, $r: Int!) { sendBulkMail(input: { batchKey: "6f1c1f3e-2f4b-4c1e-9a57-0d7f1d2b9c11", templateId: $t, recoIds: [$r] }) { total } }',
      () => ({ t: ids().template, r: ids().reco }),
      read,
    ),
    // The send above mailed nobody: a batch with no mail in the company is not found.
    op(
      'bulkMail',
      'query { bulkMail(batchKey: "6f1c1f3e-2f4b-4c1e-9a57-0d7f1d2b9c11") { total } }',
      () => ({}),
      read,
    ),
    op('followUps', '{ followUps { totalCount items { recoId } } }', () => ({}), read, 'empty'),
    op(
      'followUps',
      'query Q($p: Int!) { followUps(projectId: $p) { totalCount } }',
      () => ({ p: ids().project }),
      read,
    ),
    op(
      'communications',
      'query Q($r: Int!) { communications(recoId: $r) { totalCount } }',
      () => ({ r: ids().reco }),
      read,
    ),
    op(
      'previewCommunicationTemplate',
      'query { previewCommunicationTemplate(language: EN, subject: "Hi {{party}}", body: "Dear {{party}}") { subject } }',
      () => ({}),
      read,
      'own',
    ),
    op(
      'updateCommunicationTemplate',
      'mutation Q($id: Int!) { updateCommunicationTemplate(id: $id, input: { name: "Matrix", purpose: CUSTOM, language: EN, subject: "S", body: "B" }) { id } }',
      () => ({ id: ids().template }),
      admin,
    ),
    op(
      'createCommunicationTemplate',
      'mutation { createCommunicationTemplate(input: { name: "Matrix own", purpose: CUSTOM, language: EN, subject: "S", body: "B" }) { id } }',
      () => ({}),
      admin,
      'own',
    ),
    op(
      'communicationRuleChanges',
      'query Q($id: Int!) { communicationRuleChanges(ruleId: $id) { id } }',
      () => ({ id: ids().rule }),
      read,
    ),
    op(
      'updateCommunicationRule',
      'mutation Q($id: Int!) { updateCommunicationRule(id: $id, input: { name: "Matrix", requestTemplateId: 1, reminderTemplateId: 2, firstReminderDays: 3, repeatEveryDays: 3, maxReminders: 1, enabled: false }) { id } }',
      () => ({ id: ids().rule }),
      admin,
    ),
    op(
      'createCommunicationRule',
      'mutation { createCommunicationRule(input: { name: "Matrix own", requestTemplateId: 1, reminderTemplateId: 2, firstReminderDays: 3, repeatEveryDays: 3, maxReminders: 1, enabled: false }) { id } }',
      () => ({}),
      admin,
      'own',
    ),
    op('communicationRules', '{ communicationRules { id } }', () => ({}), read, 'own'),
    op(
      'recoMessages',
      'query Q($id: Int!) { recoMessages(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      read,
    ),
    op(
      'sendRecoMessage',
      'mutation Q($id: Int!) { sendRecoMessage(recoId: $id, body: "Matrix message") { id } }',
      () => ({ id: ids().reco }),
      read,
    ),
    op(
      'recoLinks',
      'query Q($id: Int!) { recoLinks(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      read,
    ),
    op(
      'generateRecoLink',
      'mutation Q($id: Int!) { generateRecoLink(iterationId: $id, purpose: DOWNLOAD, expiresInDays: 7) { token } }',
      () => ({ id: ids().iteration }),
      ['reco:write', 'reco:review'],
    ),
    op(
      'revokeRecoLink',
      'mutation Q($id: Int!) { revokeRecoLink(id: $id) { id } }',
      () => ({ id: ids().link }),
      ['reco:write', 'reco:review'],
    ),
    op(
      'recoSharingPossible',
      'query Q($id: Int!) { recoSharingPossible(iterationId: $id) { possible } }',
      () => ({ id: ids().iteration }),
      read,
    ),
    op(
      'shareReco',
      'mutation Q($c: Int!, $id: Int!) { shareReco(reconcileeCompanyId: $c, iterationId: $id) { id } }',
      () => ({ c: ids().company, id: ids().iteration }),
      ['reco:write', 'reco:review'],
    ),
    op(
      'recoShares',
      'query Q($id: Int!) { recoShares(recoId: $id) { id } }',
      () => ({ id: ids().reco }),
      read,
    ),
    op('sharedRecos', '{ sharedRecos { totalCount items { id } } }', () => ({}), read, 'empty'),
    // No company shared with B here: a share id of B is one the caller's company never holds.
    op(
      'sharedReco',
      'query Q($id: Int!) { sharedReco(id: $id) { share { id } } }',
      () => ({ id: ids().iteration }),
      read,
    ),
    op(
      'sharedRecoEntries',
      'query Q($id: Int!) { sharedRecoEntries(shareId: $id) { items { entryNumber } } }',
      () => ({ id: ids().iteration }),
      read,
    ),
    op(
      'answerSharedRecoEntry',
      'mutation Q($id: Int!) { answerSharedRecoEntry(shareId: $id, entryNumber: 0, answer: AGREE) { id } }',
      () => ({ id: ids().iteration }),
      ['reco:write', 'reco:review'],
    ),
    op(
      'confirmRecoMapping',
      'mutation Q($id: Int!) { confirmRecoMapping(iterationId: $id, input: { side: BOOKS, columns: [{ field: DATE, column: 0 }] }) { id } }',
      () => ({ id: ids().iteration }),
      write,
    ),
  ];
}

/**
 * B's reconciliation rows, created by B's owner. Ids are per company schema, so B's go past
 * anything another company creates during the matrix: that company holding B's ids cannot
 * land on rows of its own by chance.
 */
export async function seedRecoIds(kit: PosoKit, owner: Session): Promise<RecoIds> {
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const body = await kit.graphql<T>(query, variables, owner.headers);
    if (!body.data) throw new Error(`reco seed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  let last: { project: number; party: number; reco: number; iteration: number } | undefined;
  for (let i = 0; i < 6; i++) {
    const project = await call<{ createRecoProject: { id: number } }>(
      `mutation { createRecoProject(input: { name: "B project ${i}", kind: VENDOR, periodFrom: "2024-04-01", periodTo: "2025-03-31" }) { id } }`,
    );
    const party = await call<{ createRecoParty: { id: number } }>(
      `mutation { createRecoParty(input: { name: "B party ${i}" }) { id } }`,
    );
    const reco = await call<{ createReco: { id: number; currentIterationId: number } }>(
      'mutation Q($p: Int!, $party: Int!) { createReco(input: { projectId: $p, partyId: $party }) { id currentIterationId } }',
      { p: project.createRecoProject.id, party: party.createRecoParty.id },
    );
    last = {
      project: project.createRecoProject.id,
      party: party.createRecoParty.id,
      reco: reco.createReco.id,
      iteration: reco.createReco.currentIterationId,
    };
  }
  // B's sender and a mail in its outbox, so the matrix proves neither is read nor changed.
  await call(
    'mutation { saveCommunicationSender(input: { security: NONE, fromAddress: "books@b.test" }) { id } }',
  );
  await call('mutation { sendTestMail(to: "ap@b.test") { delivered } }');
  // Past the default set, so another company's first 16 templates never share its id.
  const template = await call<{ createCommunicationTemplate: { id: number } }>(
    'mutation { createCommunicationTemplate(input: { name: "B request", purpose: LEDGER_REQUEST, language: EN, subject: "Ledger {{period}}", body: "Dear {{party}}" }) { id } }',
  );
  const rule = await call<{ createCommunicationRule: { id: number } }>(
    'mutation Q($t: Int!) { createCommunicationRule(input: { name: "B rule", requestTemplateId: $t, reminderTemplateId: $t, firstReminderDays: 3, repeatEveryDays: 3, maxReminders: 2, enabled: false }) { id } }',
    { t: template.createCommunicationTemplate.id },
  );
  const link = await call<{ generateRecoLink: { link: { id: number } } }>(
    'mutation Q($id: Int!) { generateRecoLink(iterationId: $id, purpose: DOWNLOAD, expiresInDays: 7) { link { id } } }',
    { id: last!.iteration },
  );
  return {
    ...last!,
    link: link.generateRecoLink.link.id,
    template: template.createCommunicationTemplate.id,
    rule: rule.createCommunicationRule.id,
    company: kit.ids.companies.acme,
    user: Number(
      (
        JSON.parse(Buffer.from(owner.token.split('.')[1]!, 'base64url').toString()) as {
          sub: string;
        }
      ).sub,
    ),
  };
}
