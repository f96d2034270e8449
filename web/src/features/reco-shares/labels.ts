import { defineMessages, type MessageDescriptor } from 'react-intl';

const words = defineMessages({
  listTitle: { id: 'recoShares.list.title', defaultMessage: 'Shared with us' },
  listSubtitle: {
    id: 'recoShares.list.subtitle',
    defaultMessage:
      'Reconciliations connected companies shared with you: read them, answer on entries',
  },
  listLabel: { id: 'recoShares.list.label', defaultMessage: 'Shared reconciliations' },
  empty: {
    id: 'recoShares.list.empty',
    defaultMessage: 'No company has shared a reconciliation with you yet.',
  },
  reco: { id: 'recoShares.column.reco', defaultMessage: 'Reconciliation' },
  company: { id: 'recoShares.column.company', defaultMessage: 'Shared by company' },
  person: { id: 'recoShares.column.person', defaultMessage: 'Shared by' },
  period: { id: 'recoShares.column.period', defaultMessage: 'Period' },
  sharedAt: { id: 'recoShares.column.sharedAt', defaultMessage: 'Shared on' },
  notFound: {
    id: 'recoShares.notFound',
    defaultMessage: 'This shared reconciliation is not available to your company.',
  },
  sharedBy: {
    id: 'recoShares.sharedBy',
    defaultMessage: 'Shared by {person} of {company} · {from} to {to} · iteration {number}',
  },
  panelTitle: { id: 'recoShares.panel.title', defaultMessage: 'Share with the party' },
  share: { id: 'recoShares.panel.share', defaultMessage: 'Share with {company}' },
  shared: { id: 'recoShares.panel.shared', defaultMessage: 'Shared with {company}.' },
  confirmTitle: { id: 'recoShares.panel.confirmTitle', defaultMessage: 'Share this iteration?' },
  confirmBody: {
    id: 'recoShares.panel.confirmBody',
    defaultMessage:
      '{company} will see its summary and entries, read only, and can answer on each entry. A share cannot be taken back.',
  },
  confirmShare: { id: 'recoShares.panel.confirmShare', defaultMessage: 'Share' },
  sharedWith: {
    id: 'recoShares.panel.sharedWith',
    defaultMessage: 'Iteration shared with {company} by {person} on {date}',
  },
  hint: {
    id: 'recoShares.panel.hint',
    defaultMessage:
      'They see the summary and entries of this iteration only, read only, and can answer on each entry.',
  },
  notAllowed: {
    id: 'recoShares.refusal.notAllowed',
    defaultMessage: 'Only reconcilers and reviewers can share a reconciliation.',
  },
  noResult: {
    id: 'recoShares.refusal.noResult',
    defaultMessage: 'Sharing is possible once the run has produced a result.',
  },
  notACompany: {
    id: 'recoShares.refusal.notACompany',
    defaultMessage: 'The party is not a company on Concord: send it a download link instead.',
  },
  notConnected: {
    id: 'recoShares.refusal.notConnected',
    defaultMessage:
      'Your company and {company} are not connected yet: the connection must be accepted first.',
  },
  alreadyShared: {
    id: 'recoShares.refusal.alreadyShared',
    defaultMessage: 'This iteration is already shared with {company}.',
  },
  agree: { id: 'recoShares.answer.agree', defaultMessage: 'Agree' },
  disagree: { id: 'recoShares.answer.disagree', defaultMessage: 'Disagree' },
  agreed: { id: 'recoShares.answer.agreed', defaultMessage: '{company} agrees' },
  disagreed: { id: 'recoShares.answer.disagreed', defaultMessage: '{company} disagrees: {remark}' },
  documentOnly: {
    id: 'recoShares.answer.documentOnly',
    defaultMessage: '{company} sent a document',
  },
  by: { id: 'recoShares.answer.by', defaultMessage: '{person}, {date}' },
  remark: { id: 'recoShares.answer.remark', defaultMessage: 'What do your books say?' },
  remarkRequired: {
    id: 'recoShares.answer.remarkRequired',
    defaultMessage: 'Say why you disagree.',
  },
  send: { id: 'recoShares.answer.send', defaultMessage: 'Send' },
  cancel: { id: 'recoShares.answer.cancel', defaultMessage: 'Cancel' },
  attach: { id: 'recoShares.answer.attach', defaultMessage: 'Attach your document' },
  document: { id: 'recoShares.answer.document', defaultMessage: 'Document: {name}' },
  saved: { id: 'recoShares.answer.saved', defaultMessage: 'Your answer is sent.' },
  attached: { id: 'recoShares.answer.attached', defaultMessage: 'Your document is attached.' },
  documentType: {
    id: 'recoShares.answer.documentType',
    defaultMessage: 'Attach a PDF or a spreadsheet (.pdf, .xlsx, .xls, .xlsm, .csv).',
  },
  documentSize: {
    id: 'recoShares.answer.documentSize',
    defaultMessage: 'The document is larger than {limit} MB.',
  },
  documentRefused: {
    id: 'recoShares.answer.documentRefused',
    defaultMessage: 'The document was refused: its content does not match its name.',
  },
  failed: {
    id: 'recoShares.answer.failed',
    defaultMessage: 'That did not go through: {reason}',
  },
  discuss: { id: 'recoShares.thread.discuss', defaultMessage: 'Discuss' },
  hideThread: { id: 'recoShares.thread.hide', defaultMessage: 'Hide the conversation' },
});

/** Plain descriptors: the screens pass their values at run time. */
export const shareWords: Record<keyof typeof words, MessageDescriptor> = words;
