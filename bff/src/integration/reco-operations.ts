/**
 * Every reconciliation Query and Mutation field of the BFF. The reco authorization matrix
 * (reco-authorization.test.ts) calls each of them; other matrices leave them to it.
 */
export const RECO_OPERATION_FIELDS = new Set([
  'recoProjects',
  'recoProject',
  'createRecoProject',
  'setRecoProjectMembers',
  'recoParties',
  'createRecoParty',
  'recos',
  'reco',
  'recoHome',
  'recoHistory',
  'createReco',
  'startReco',
  'submitReco',
  'acceptReco',
  'rejectReco',
  'restartReco',
  'makeRecoInactive',
  'changeRecoAssignee',
  'changeRecoReviewer',
  'recoIteration',
  'recoIterations',
  'confirmRecoMapping',
]);
