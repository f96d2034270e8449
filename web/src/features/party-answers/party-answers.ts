import { publicQuery, type SharedFileParams } from '../shared-file/shared-file';

/** The BFF's public routes of a party's answers (bff/src/files/public-links.ts). */
export const partyPaths = {
  upload: (params: SharedFileParams) => `/files/public/reco/upload?${publicQuery(params)}`,
  balance: (params: SharedFileParams) => `/files/public/reco/balance?${publicQuery(params)}`,
  disputeFile: (params: SharedFileParams, responseId: number) =>
    `/files/public/reco/balance/${responseId}/file?${publicQuery(params)}`,
};

/** What /pages/confirm_completion/ shows (the service's PublicBalance). */
export type PublicBalance = {
  company_name: string;
  reco_name: string;
  from_date: string;
  to_date: string;
  closing_balance: string | null;
  answer: {
    response_id: number;
    decision: 'confirmed' | 'disputed';
    remark: string | null;
    answered_at: string;
    file_name: string | null;
  } | null;
};

export type UploadAnswer = { file_name: string; run_started: boolean };
