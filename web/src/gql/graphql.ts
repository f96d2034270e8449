/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An additional charge to put on an invoice. */
export type AdditionalChargeInput = {
  /** Amount, greater than 0, at most 2 decimals. */
  amount: string;
  /** Additional charge master id (additionalChargeMasters). */
  masterId: number;
};

/** How a list of advances paid is sorted. */
export type AdvancePaidSort = {
  /** ASC (the default) or DESC. */
  direction?: SortDirection;
  /** What the advances paid are sorted by; rows with equal values keep the order of their ids. */
  field: AdvancePaidSortField;
};

/** What advances paid can be sorted by. */
export type AdvancePaidSortField =
  /** Amount, in the document currency. */
  | 'AMOUNT'
  /** Payment date. */
  | 'DATE'
  /** Purchase order number, case ignored. */
  | 'PO_NUMBER'
  /** The payer's reference number, case ignored. */
  | 'REFERENCE_NUMBER'
  /** Status name. */
  | 'STATUS'
  /** The vendor's company name, case ignored. */
  | 'VENDOR_NAME';

/** Filters of the advances received list; all optional. */
export type AdvanceReceivedFilter = {
  /** Only advances for this sales order. */
  receivedPurchaseOrderId?: number | null | undefined;
  /** Only advances in this status: CLAIMED (pending) or CONFIRMED. */
  status?: AdvanceStatus | null | undefined;
};

/** How a list of advances received is sorted. */
export type AdvanceReceivedSort = {
  /** ASC (the default) or DESC. */
  direction?: SortDirection;
  /** What the advances received are sorted by; rows with equal values keep the order of their ids. */
  field: AdvanceReceivedSortField;
};

/** What advances received can be sorted by. */
export type AdvanceReceivedSortField =
  /** Amount, in the document currency. */
  | 'AMOUNT'
  /** The customer's company name, case ignored. */
  | 'CUSTOMER_NAME'
  /** Payment date. */
  | 'DATE'
  /** Purchase order number, case ignored. */
  | 'PO_NUMBER'
  /** The payer's reference number, case ignored. */
  | 'REFERENCE_NUMBER'
  /** Status name. */
  | 'STATUS';

/** Where an advance against a purchase order stands. */
export type AdvanceStatus =
  /** Paid by the customer, waiting for the vendor to confirm it. */
  | 'CLAIMED'
  /** The vendor confirmed receiving it. */
  | 'CONFIRMED';

/** One template to the parties of many reconciliations. */
export type BulkMailInput = {
  /** A new UUID per send; sending the same batch again mails nobody twice. */
  batchKey: string;
  /** The reconciliations whose parties get the mail. */
  recoIds: Array<number>;
  /** The template. */
  templateId: number;
};

/** What became of one party’s mail in a bulk send. */
export type BulkMailOutcome =
  /** Not sent; the reason code says why. */
  | 'FAILED'
  /** Kept in the outbox: no SMTP server is set. */
  | 'OUTBOX'
  /** Queued; the mail worker is on it. */
  | 'SENDING'
  /** The SMTP server accepted it. */
  | 'SENT';

/** Why a party of a bulk send got no mail; the screen words it. */
export type BulkMailReason =
  /** The mail failed; `reason` holds the server’s answer. */
  | 'MAIL_FAILED'
  /** The party has no contact address. */
  | 'NO_CONTACT_ADDRESS'
  /** The template attaches the result workbook and the reconciliation has none yet. */
  | 'NO_RESULT_WORKBOOK'
  /** The reconciliation is inactive. */
  | 'RECO_INACTIVE'
  /** No such reconciliation in this company. */
  | 'RECO_NOT_FOUND';

/** A payment against a payable purchase invoice; more than the pending amount is refused with fields.amount "Incorrect entry". */
export type ClaimPaymentInput = {
  /** Amount in the document currency: greater than 0, at most 2 decimals. */
  amount: string;
  /** Payment date; today when omitted. */
  date?: string | null | undefined;
  /** The purchase invoice paid. */
  purchaseInvoiceId: number;
  /** Bank or UTR reference, 1 to 100 characters. */
  referenceNumber: string;
  /** Remarks, at most 1000 characters. */
  remarks?: string | null | undefined;
};

/** What most of a column's first values are, when its content gave it its role. */
export type ColumnContent =
  | 'AMOUNTS'
  | 'DATES'
  | 'DOCUMENT_NUMBERS'
  | 'DR_CR_INDICATORS'
  | 'GSTINS'
  | 'PANS'
  | 'TANS';

/** Why a column has its role (or none); the reason's other fields fill it in. */
export type ColumnReasonCode =
  /** A user chose the role. */
  | 'CHOSEN_BY_USER'
  /** `header` is an amount in the document's currency: the local amount is read. */
  | 'DOCUMENT_CURRENCY_AMOUNT'
  /** `header` looks like a name for `field`. */
  | 'HEADER_LOOSE_NAME'
  /** `header` is the own name of `field`. */
  | 'HEADER_NAMES'
  /** `header` is a usual name for `field`. */
  | 'HEADER_USUAL_NAME'
  /** `header` names an amount but does not hold amounts. */
  | 'HOLDS_NO_AMOUNTS'
  /** `header` names a date but holds no dates. */
  | 'HOLDS_NO_DATES'
  /** `header` is an internal document number, as a Reference column holds the party's. */
  | 'INTERNAL_DOCUMENT_NUMBER'
  /** `header` is a known column that is not read (`knownAs`). */
  | 'KNOWN_NOT_READ'
  /** `header` lowers the balance (against `otherHeader`), by the names. */
  | 'LOWERS_BALANCE_BY_NAMES'
  /** The running balance falls with `header` and rises with `otherHeader`. */
  | 'LOWERS_BALANCE_BY_RUNNING_BALANCE'
  /** `header` is not a column the reconciliation reads. */
  | 'NOT_READ'
  /** The mapping was stored before reasons were kept as codes. */
  | 'NOT_RECORDED'
  /** The column has no header. */
  | 'NO_HEADER'
  /** `header` and `otherHeader` are opposite amounts; `header` raises the balance, by the names. */
  | 'RAISES_BALANCE_BY_NAMES'
  /** `header` and `otherHeader` are opposite amounts; the running balance rises with `header`. */
  | 'RAISES_BALANCE_BY_RUNNING_BALANCE'
  /** `percent` % of the first values of `header` are `values`. */
  | 'VALUES_ARE';

/** One column and its role. */
export type ColumnRoleInput = {
  /** 0-based column index. */
  column: number;
  /** The role. */
  field: LedgerField;
};

/** A reminder rule. */
export type CommunicationRuleInput = {
  /** Whether the rule runs. */
  enabled?: boolean;
  /** Escalate from this reminder on. */
  escalateAfter?: number | null | undefined;
  /** Escalation contact. */
  escalationEmail?: string | null | undefined;
  /** Days to the first reminder, 1 to 365. */
  firstReminderDays: number;
  /** Reminders at most, 0 to 50. */
  maxReminders: number;
  /** Name, 1 to 100 characters. */
  name: string;
  /** Only recos of this project; null: every project. Left out of a change, the rule keeps its project. */
  projectId?: number | null | undefined;
  /** Quiet dates, YYYY-MM-DD. */
  quietDates?: Array<string>;
  /** Quiet ISO weekdays. */
  quietWeekdays?: Array<number>;
  /** Template of the reminders. */
  reminderTemplateId: number;
  /** Days between reminders, 1 to 365. */
  repeatEveryDays: number;
  /** Template of the request. */
  requestTemplateId: number;
  /** Send the request on creation. */
  sendOnCreation?: boolean;
  /** Start the run on upload. */
  startRunOnUpload?: boolean;
};

/** The company's sender settings. */
export type CommunicationSenderInput = {
  /** Forget the saved password. */
  clearPassword?: boolean;
  /** From address. */
  fromAddress: string;
  /** From name. */
  fromName?: string | null | undefined;
  /** Reply-To address. */
  replyTo?: string | null | undefined;
  /** Connection security. */
  security: SmtpSecurity;
  /** SMTP host; empty keeps mail in the outbox. */
  smtpHost?: string | null | undefined;
  /** A new SMTP password; leave it out to keep the saved one. */
  smtpPassword?: string | null | undefined;
  /** SMTP port, 1 to 65535. */
  smtpPort?: number | null | undefined;
  /** SMTP user name. */
  smtpUser?: string | null | undefined;
};

/** A mail template. */
export type CommunicationTemplateInput = {
  /** Attach the result workbook. */
  attachResult?: boolean;
  /** Text, 1 to 20,000 characters. */
  body: string;
  /** Language. */
  language: MailLanguage;
  /** Name, 1 to 100 characters. */
  name: string;
  /** What it is for. */
  purpose: TemplatePurpose;
  /** Subject, 1 to 200 characters. */
  subject: string;
};

/** A new purchase order (Draft). */
export type CreatePurchaseOrderInput = {
  /** Document currency (ISO 4217, upper case); INR when omitted. */
  currency?: string | null | undefined;
  /** Free text, at most 2000 characters. */
  description?: string | null | undefined;
  /** Rate to the base currency (see exchangeRate query); 1 when omitted. */
  exchangeRate?: string | null | undefined;
  /** Order lines, at most 200; may be empty on a draft. */
  items: Array<LineItemInput>;
  /** Order date; today when omitted. */
  poDate?: string | null | undefined;
  /** Purchase order number; generated (PO-00012) when omitted on create. */
  poNumber?: string | null | undefined;
  /** The vendor: a connected company (companyConnections). */
  vendorId: number;
};

/** A new reconciliation: a party and a period in a project. */
export type CreateRecoInput = {
  /** Reconciler; defaults to the caller. */
  assigneeId?: number | null | undefined;
  /** Party. */
  partyId: number;
  /** Defaults to the project’s. */
  periodFrom?: string | null | undefined;
  /** Defaults to the project’s. */
  periodTo?: string | null | undefined;
  /** Project. */
  projectId: number;
  /** Reviewer. */
  reviewerId?: number | null | undefined;
};

/** A new party. */
export type CreateRecoPartyInput = {
  /** A connected company on Concord. */
  connectedCompanyId?: number | null | undefined;
  /** Contact e-mail address. */
  contactEmail?: string | null | undefined;
  /** GSTIN (15 characters). */
  gstin?: string | null | undefined;
  /** Name, unique in the company. */
  name: string;
  /** PAN (10 characters). */
  pan?: string | null | undefined;
};

/** A new project. */
export type CreateRecoProjectInput = {
  /** What it reconciles. */
  kind: RecoKind;
  /** Name, unique in the company. */
  name: string;
  /** First day of the period. */
  periodFrom: string;
  /** Last day of the period. */
  periodTo: string;
  /** Members who reconcile (reco:write). */
  reconcilerIds?: Array<number>;
  /** Members who review (reco:review). */
  reviewerIds?: Array<number>;
};

/** A new Draft invoice against a Raised sales order. */
export type CreateSalesInvoiceInput = {
  /** Additional charges, at most 50. */
  additionalCharges?: Array<AdditionalChargeInput>;
  /** Free text, at most 2000 characters. */
  description?: string | null | undefined;
  /** The day payment is due by, when the vendor set one; never before the invoice date. Null clears it in a change. */
  dueDate?: string | null | undefined;
  /** Rate to the base currency; the order's rate when omitted. */
  exchangeRate?: string | null | undefined;
  /** Invoice date; today when omitted. */
  invoiceDate?: string | null | undefined;
  /** Invoice number; generated (INV-00007) when omitted on create. */
  invoiceNumber?: string | null | undefined;
  /** Invoice lines, at most 200. */
  items: Array<LineItemInput>;
  /** The sales order (received purchase order) to invoice. */
  receivedPurchaseOrderId: number;
};

/** A decision taken by hand in the drill-down. */
export type DecisionKind =
  /** Accept a suggested pair. */
  | 'ACCEPT'
  /** Pair unpaired entries of both sides. */
  | 'MATCH'
  /** Reject a suggested pair. */
  | 'REJECT'
  /** Split a pair or group. */
  | 'UNMATCH';

/** Where a decision came from. */
export type DecisionSource =
  /** Taken on an earlier iteration and applied again by the run. */
  | 'CARRIED'
  /** Taken in the drill-down. */
  | 'SCREEN'
  /** Read from an edited result workbook uploaded back. */
  | 'WORKBOOK';

/** What the company a reconciliation was shared with says about an entry. */
export type EntryAnswerKind =
  /** Their books agree. */
  | 'AGREE'
  /** Their books say otherwise (the remark says how). */
  | 'DISAGREE';

/** The kind of document an entry is. */
export type EntryCategory =
  | 'CREDIT_NOTE'
  | 'DEBIT_NOTE'
  | 'INVOICE'
  | 'OPENING_BALANCE'
  | 'OTHER'
  | 'PAYMENT'
  | 'TDS';

/** What the reconciliation made of an entry (GST uses its own words). */
export type EntryStatus =
  /** GST: every field agrees. */
  | 'EXACT_MATCH'
  /** GST: matched by hand. */
  | 'MANUAL_MATCH'
  /** Agrees with the other side. */
  | 'MATCHED'
  /** Same document, different amount or field. */
  | 'MISMATCH'
  /** GST: only in GSTR-2B. */
  | 'ONLY_IN_2B'
  /** Not found on the other side. */
  | 'ONLY_IN_BOOKS'
  /** Not in our books. */
  | 'ONLY_IN_COUNTERPARTY'
  /** Probably the same; confirm or reject. */
  | 'SUGGESTED'
  /** GST: probably the same. */
  | 'SUGGESTED_MATCH';

/** Why a file could not be read (the reconciliation engine's code); the error's other fields fill it in. */
export type FileReadErrorCode =
  | 'BAD_VALUE'
  | 'CHOSEN_COLUMN_MISSING'
  | 'CHOSEN_HEADER_ROW_EMPTY'
  | 'CORRUPT_FILE'
  | 'FILE_TOO_LARGE'
  | 'MISSING_COLUMN'
  | 'NOT_AN_AMOUNT'
  | 'NOT_A_DATE'
  | 'NOT_COLUMN_ROLE'
  | 'NOT_SPREADSHEET'
  | 'NO_AMOUNT_COLUMN'
  | 'NO_HEADER_ROW'
  | 'NO_SHEET_HAS_HEADER'
  | 'NO_SHEET_NAMED'
  | 'OUT_OF_MEMORY'
  | 'TIMEOUT'
  | 'TOO_MANY_COLUMNS'
  | 'TOO_MANY_ROWS'
  | 'UNSAFE_XML'
  | 'ZIP_BOMB';

/** Where a party stands: the furthest step it reached. */
export type FollowUpStatus =
  /** The last mail to the party was refused for good. */
  | 'BOUNCED'
  /** The party confirmed our closing balance. */
  | 'CONFIRMED'
  /** The party disputed our closing balance. */
  | 'DISPUTED'
  /** The party opened its link. */
  | 'OPENED'
  /** The party's ledger is in. */
  | 'RECEIVED'
  /** Reminded at least once, no answer yet. */
  | 'REMINDED'
  /** Asked, no answer yet. */
  | 'REQUESTED';

/** An action that waits out the undo grace period before it takes effect. */
export type HeldActionKind =
  /** The customer accepts an invoice (or gives its finance approval). */
  | 'ACCEPT_PURCHASE_INVOICE'
  /** The vendor accepts the customer's order. */
  | 'ACCEPT_RECEIVED_PURCHASE_ORDER'
  /** Approving a purchase order hands it to the vendor. */
  | 'APPROVE_PURCHASE_ORDER'
  /** A payment against a purchase invoice, for the vendor. */
  | 'CLAIM_PAYMENT'
  /** The vendor confirms a customer's advance. */
  | 'CONFIRM_ADVANCE'
  /** The vendor confirms a customer's payment. */
  | 'CONFIRM_PAYMENT'
  /** An advance against a purchase order, for the vendor. */
  | 'PAY_ADVANCE'
  /** Sending an invoice hands it to the customer. */
  | 'SEND_SALES_INVOICE';

/** What became of a held action. */
export type HeldActionState =
  /** Undone; nothing reached the other company. */
  | 'CANCELLED'
  /** Carried out; too late to undo. */
  | 'COMMITTED'
  /** Refused when its time came; `outcome` says why. */
  | 'FAILED'
  /** Waiting; it can be undone until `dueAt`. */
  | 'PENDING';

/** What the system wrote in a reco's history on the company's rule's behalf; the note's other fields fill it in. */
export type HistoryNoteCode =
  /** The rule `rule` took the engine's mapping of the party's columns: the engine named every column a match reads. */
  | 'RULE_ACCEPTED_MAPPING'
  /** The rule `rule` did not start the run: `books` and `counterparty` say what each side lacks, `conflicts` and `guesses` why the party’s columns wait for confirmation. */
  | 'RULE_RUN_WAITS'
  /** The rule `rule` started the run, when `trigger` happened. */
  | 'RULE_STARTED_RUN';

/** Where an invoice stands; the vendor's sales invoice and the customer's purchase invoice move together once sent. */
export type InvoiceStatus =
  /** Accepted by the customer and approved by finance; payable. */
  | 'ACCEPTED'
  /** Rejected by the customer, with remarks. */
  | 'CUSTOMER_REJECTED'
  /** Being written by the vendor; the customer does not see it yet. */
  | 'DRAFT'
  /** The customer recorded a payment the vendor has not confirmed yet. */
  | 'PAYMENT_CLAIMED'
  /** The vendor confirmed every payment recorded so far. */
  | 'PAYMENT_CONFIRMED'
  /** Sent to the customer, who accepts or rejects it. */
  | 'SENT'
  /** Accepted by the customer, waiting for the finance approval. */
  | 'WAITING_FOR_FINANCE_APPROVAL';

/** A column known by its header and deliberately not read. */
export type KnownUnreadColumn =
  /** Not the entry's amount: what is left open, a rate or a net after tax. */
  | 'NOT_ENTRY_AMOUNT'
  /** A date that is not the document's (filing, due, clearing). */
  | 'OTHER_DATE'
  /** A detail of the tax portal (IRN, return period). */
  | 'PORTAL_DETAIL'
  | 'SERIAL_NUMBER'
  /** A sort key (SAP Assignment). */
  | 'SORT_KEY'
  | 'STATUS_OR_CURRENCY'
  | 'TAX_RATE';

/** The role of a column in a ledger file. */
export type LedgerField =
  | 'AMOUNT'
  | 'BALANCE'
  | 'CESS'
  | 'CGST'
  | 'CREDIT'
  | 'DATE'
  | 'DEBIT'
  /** A Dr/Cr column giving the sign of the amount. */
  | 'DEBIT_CREDIT_INDICATOR'
  | 'DEDUCTOR_PAN'
  | 'DEDUCTOR_TAN'
  /** The party's bill, invoice, note or reference number: shared. */
  | 'DOCUMENT_NUMBER'
  | 'DOCUMENT_TYPE'
  | 'GROSS_AMOUNT'
  | 'IGST'
  | 'NARRATION'
  | 'PARTY_NAME'
  /** UTR, cheque or transfer reference: shared. */
  | 'PAYMENT_REFERENCE'
  | 'PLACE_OF_SUPPLY'
  | 'QUARTER'
  | 'REVERSE_CHARGE'
  | 'SECTION'
  | 'SGST'
  | 'SUPPLIER_GSTIN'
  | 'TAXABLE_VALUE'
  /** Our own voucher number (Tally Vch No., SAP Document Number): internal. */
  | 'VOUCHER_NUMBER';

/** Which ledger: ours or the party’s. */
export type LedgerSide =
  /** Our books (our ledger of the party). */
  | 'BOOKS'
  /** The party's ledger of us (or the portal statement). */
  | 'COUNTERPARTY';

/** A line of a purchase order or an invoice. */
export type LineItemInput = {
  /** What is bought, 1 to 500 characters. */
  materialDescription: string;
  /** Number of units, greater than 0. */
  quantity: string;
  /** Price of one unit, greater than 0. */
  ratePerUnit: string;
  /** Tax percent, 0 to 100. */
  tax: string;
};

/** Where mail goes. */
export type MailDelivery =
  /** Nowhere: no SMTP server is set, mail is kept in the outbox. */
  | 'OUTBOX'
  /** Through the company's SMTP server. */
  | 'SMTP';

/** Language of a mail template. */
export type MailLanguage =
  /** English. */
  | 'EN'
  /** French. */
  | 'FR'
  /** Romanian. */
  | 'RO'
  /** Chinese. */
  | 'ZH';

/** What a mail or template is for. */
export type MailPurpose =
  /** Asks the party to confirm our closing balance. */
  | 'BALANCE_CONFIRMATION'
  /** Anything else. */
  | 'CUSTOM'
  /** Asks the party for its ledger, with the upload link. */
  | 'LEDGER_REQUEST'
  /** Sends the differences, with the result workbook. */
  | 'MISMATCH_SUMMARY'
  /** Reminds a party that has not answered. */
  | 'REMINDER'
  /** A test of the sender settings. */
  | 'TEST';

/** What became of a mail. */
export type MailStatus =
  /** The server refused it for good (5xx). */
  | 'BOUNCED'
  /** Every try failed; an admin should look. */
  | 'DEAD'
  /** Kept in the outbox: no SMTP server is set. */
  | 'OUTBOX'
  /** Waiting to be sent. */
  | 'QUEUED'
  /** The server was unreachable or said try later; it is tried again. */
  | 'RETRYING'
  /** Being handed to the SMTP server. */
  | 'SENDING'
  /** The SMTP server accepted it. */
  | 'SENT';

/** A user's mapping of one file. */
export type MappingChoiceInput = {
  /** Roles; columns left out are not read. */
  columns: Array<ColumnRoleInput>;
  /** Header row (1-based); default as detected. */
  headerRow?: number | null | undefined;
  /** Which file. */
  side: LedgerSide;
};

/** How sure the detection of a column role is; below HIGH the user must confirm. */
export type MappingConfidence =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

/** An ambiguity of the mapping; the conflict's other fields fill it in. */
export type MappingConflictCode =
  /** The column also reads as `field`; `otherHeader` was preferred. */
  | 'ALSO_READS_AS'
  /** Which of `header` and `otherHeader` raises the balance was judged by the names only. */
  | 'BALANCE_DIRECTION_BY_NAMES'
  /** A user chose another column for `field`. */
  | 'CHOSEN_IN_ANOTHER_COLUMN'
  /** An amount column not read: the file has debit and credit columns. */
  | 'NOT_READ_BESIDE_DEBIT_CREDIT'
  /** The mapping was stored before conflicts were kept as codes. */
  | 'NOT_RECORDED'
  /** No date column was found. */
  | 'NO_DATE_COLUMN'
  /** `field` in `header` is a guess. */
  | 'ROLE_IS_GUESS'
  /** The columns `headers` all hold party documents: all are used as references. */
  | 'SEVERAL_PARTY_DOCUMENTS'
  /** A third amount column: not read. */
  | 'THIRD_AMOUNT_COLUMN'
  /** `header` and `otherHeader` both read as `field`: `header` is used. */
  | 'TWO_COLUMNS_FOR_FIELD';

/** How a column got its role. */
export type MappingSource =
  /** Its values look like the role; the header does not say. */
  | 'CONTENT'
  /** Its header names the role. */
  | 'HEADER_NAME'
  /** A known export layout (Tally, SAP, a tax portal) puts it there. */
  | 'LAYOUT'
  /** The mapping last confirmed for this party. */
  | 'REMEMBERED'
  /** A user chose it. */
  | 'USER';

/** What the party did, beyond the kind; the reader’s screen words it. */
export type NotificationDetailCode =
  /** The party confirmed our closing balance. */
  | 'BALANCE_CONFIRMED'
  /** The party disputed our closing balance (param remark). */
  | 'BALANCE_DISPUTED'
  /** The counterparty agreed with an entry of a shared reconciliation (param entry). */
  | 'ENTRY_AGREED'
  /** The counterparty disagreed with an entry of a shared reconciliation (param entry). */
  | 'ENTRY_DISAGREED'
  /** The counterparty sent a document on an entry of a shared reconciliation (param entry). */
  | 'ENTRY_DOCUMENT'
  /** The party uploaded its ledger through its link. */
  | 'LEDGER_UPLOADED'
  /** The party uploaded its ledger; the run waits for you (param sides: books, counterparty or both). */
  | 'RUN_WAITING';

/** The header menu’s filters (spec section 2). */
export type NotificationFilter =
  /** Every notification. */
  | 'ALL'
  /** Not yet seen: arrived since the list was last opened. */
  | 'NEW'
  /** News about your work rather than something addressed to you. */
  | 'OTHER'
  /** Not yet read. */
  | 'UNREAD';

/** What a notification is about. */
export type NotificationKind =
  /** A document waits for your approval. */
  | 'POSO_APPROVAL_REQUESTED'
  /** A purchase order or invoice arrived from a company. */
  | 'POSO_RECEIVED'
  /** A document you sent changed status. */
  | 'POSO_STATUS_CHANGED'
  /** A reconciliation you reconcile was accepted. */
  | 'RECO_ACCEPTED'
  /** The counterparty answered on a shared reconciliation. */
  | 'RECO_ANSWERED'
  /** You were made reconciler or reviewer of a reconciliation. */
  | 'RECO_ASSIGNED'
  /** Someone mentioned you in a reconciliation’s conversation. */
  | 'RECO_MENTION'
  /** A reconciliation you reconcile was rejected. */
  | 'RECO_REJECTED'
  /** A reconciliation you review was submitted. */
  | 'RECO_REVIEW_REQUESTED'
  /** A connected company shared a reconciliation with you. */
  | 'RECO_SHARED_WITH_US';

/** An advance against a Raised purchase order; all advances together may not exceed the order amount. */
export type PayAdvanceInput = {
  /** Amount in the document currency: greater than 0, at most 2 decimals. */
  amount: string;
  /** Payment date; today when omitted. */
  date?: string | null | undefined;
  /** The purchase order paid in advance. */
  purchaseOrderId: number;
  /** Bank or UTR reference, 1 to 100 characters. */
  referenceNumber: string;
  /** Remarks, at most 1000 characters. */
  remarks?: string | null | undefined;
};

/** How a list of payments made is sorted. */
export type PaymentMadeSort = {
  /** ASC (the default) or DESC. */
  direction?: SortDirection;
  /** What the payments made are sorted by; rows with equal values keep the order of their ids. */
  field: PaymentMadeSortField;
};

/** What payments made can be sorted by. */
export type PaymentMadeSortField =
  /** Amount, in the document currency. */
  | 'AMOUNT'
  /** Payment date. */
  | 'DATE'
  /** Invoice number, case ignored. */
  | 'INVOICE_NUMBER'
  /** The payer's reference number, case ignored. */
  | 'REFERENCE_NUMBER'
  /** Status name. */
  | 'STATUS'
  /** The vendor's company name, case ignored. */
  | 'VENDOR_NAME';

/** Filters of the payments received list; all optional. */
export type PaymentReceivedFilter = {
  /** Only payments of this sales invoice. */
  salesInvoiceId?: number | null | undefined;
  /** Only payments in this status: CLAIMED (pending) or CONFIRMED. */
  status?: PaymentStatus | null | undefined;
};

/** How a list of payments received is sorted. */
export type PaymentReceivedSort = {
  /** ASC (the default) or DESC. */
  direction?: SortDirection;
  /** What the payments received are sorted by; rows with equal values keep the order of their ids. */
  field: PaymentReceivedSortField;
};

/** What payments received can be sorted by. */
export type PaymentReceivedSortField =
  /** Amount, in the document currency. */
  | 'AMOUNT'
  /** The customer's company name, case ignored. */
  | 'CUSTOMER_NAME'
  /** Payment date. */
  | 'DATE'
  /** Invoice number, case ignored. */
  | 'INVOICE_NUMBER'
  /** The payer's reference number, case ignored. */
  | 'REFERENCE_NUMBER'
  /** Status name. */
  | 'STATUS';

/** Where a payment against an invoice stands. */
export type PaymentStatus =
  /** Paid by the customer, waiting for the vendor to confirm it. */
  | 'CLAIMED'
  /** The vendor confirmed receiving it. */
  | 'CONFIRMED';

/** Filters of the purchase invoice list; all optional. */
export type PurchaseInvoiceFilter = {
  /** Invoice number contains this text. */
  invoiceNumber?: string | null | undefined;
  /** Only invoices that can still be paid. */
  payableOnly?: boolean | null | undefined;
  /** Only invoices of this purchase order. */
  purchaseOrderId?: number | null | undefined;
  /** Only invoices in this status. */
  status?: InvoiceStatus | null | undefined;
  /** Only invoices from this vendor company. */
  vendorId?: number | null | undefined;
};

/** How a list of purchase invoices is sorted. */
export type PurchaseInvoiceSort = {
  /** ASC (the default) or DESC. */
  direction?: SortDirection;
  /** What the purchase invoices are sorted by; rows with equal values keep the order of their ids. */
  field: PurchaseInvoiceSortField;
};

/** What purchase invoices can be sorted by. */
export type PurchaseInvoiceSortField =
  /** Invoice date. */
  | 'INVOICE_DATE'
  /** Invoice number, case ignored. */
  | 'INVOICE_NUMBER'
  /** What is still to be paid. */
  | 'PENDING_AMOUNT'
  /** Status name. */
  | 'STATUS'
  /** Invoice total. */
  | 'TOTAL'
  /** The vendor's company name, case ignored. */
  | 'VENDOR_NAME';

/** Filters of the purchase order list; all optional. */
export type PurchaseOrderFilter = {
  /** Only orders sent to this approver. */
  approverUserId?: number | null | undefined;
  /** Dated on or after this day. */
  fromDate?: string | null | undefined;
  /** Purchase order number contains this text. */
  poNumber?: string | null | undefined;
  /** Only orders in this status. */
  status?: PurchaseOrderStatus | null | undefined;
  /** Dated on or before this day. */
  toDate?: string | null | undefined;
  /** Only orders to this vendor company. */
  vendorId?: number | null | undefined;
};

/** How a list of purchase orders is sorted. */
export type PurchaseOrderSort = {
  /** ASC (the default) or DESC. */
  direction?: SortDirection;
  /** What the purchase orders are sorted by; rows with equal values keep the order of their ids. */
  field: PurchaseOrderSortField;
};

/** What purchase orders can be sorted by. */
export type PurchaseOrderSortField =
  /** Amount, in the document currency. */
  | 'AMOUNT'
  /** Purchase order date. */
  | 'PO_DATE'
  /** Purchase order number, case ignored. */
  | 'PO_NUMBER'
  /** Status name. */
  | 'STATUS'
  /** The vendor's company name, case ignored. */
  | 'VENDOR_NAME';

/** Where a purchase order stands. The vendor's received copy moves with the customer's from Sent to Vendor on. */
export type PurchaseOrderStatus =
  /** Rejected by the approver; editable and sendable again. */
  | 'APPROVER_REJECTED'
  /** Being written by the customer; editable. */
  | 'DRAFT'
  /** Accepted by the vendor: a sales order that can be invoiced. */
  | 'RAISED'
  /** Approved and handed to the vendor, who accepts or rejects. */
  | 'SENT_TO_VENDOR'
  /** Rejected by the vendor, with remarks. */
  | 'VENDOR_REJECTED'
  /** Sent to one of the customer's approvers. */
  | 'WAITING_FOR_APPROVAL';

/** What the reader noticed while reading the rows; the warning's other fields fill it in. */
export type ReadWarningCode =
  /** The dates were read day first from the cell `text` on. */
  | 'DATES_READ_DAY_FIRST'
  /** The dates were read month first from the cell `text` on. */
  | 'DATES_READ_MONTH_FIRST'
  /** The mapping was stored before warnings were kept as codes. */
  | 'NOT_RECORDED'
  /** `count` total, closing or repeated header lines were not read as entries. */
  | 'SUMMARY_LINES_SKIPPED';

/** Filters of the received purchase order list; all optional. */
export type ReceivedPurchaseOrderFilter = {
  /** Only orders from this customer company. */
  customerId?: number | null | undefined;
  /** Purchase order number contains this text. */
  poNumber?: string | null | undefined;
  /** Only orders in this status; RAISED lists the sales orders. */
  status?: PurchaseOrderStatus | null | undefined;
};

/** How a list of received purchase orders is sorted. */
export type ReceivedPurchaseOrderSort = {
  /** ASC (the default) or DESC. */
  direction?: SortDirection;
  /** What the received purchase orders are sorted by; rows with equal values keep the order of their ids. */
  field: ReceivedPurchaseOrderSortField;
};

/** What received purchase orders can be sorted by. */
export type ReceivedPurchaseOrderSortField =
  /** Amount, in the document currency. */
  | 'AMOUNT'
  /** The customer's company name, case ignored. */
  | 'CUSTOMER_NAME'
  /** Purchase order date. */
  | 'PO_DATE'
  /** Purchase order number, case ignored. */
  | 'PO_NUMBER'
  /** Status name. */
  | 'STATUS';

/** A step the signed-in user may take on a reconciliation now. */
export type RecoAction =
  /** Accept the result (reviewer). */
  | 'ACCEPT'
  /** Give it to another reconciler (owner or admin). */
  | 'CHANGE_ASSIGNEE'
  /** Give it to another reviewer (owner or admin). */
  | 'CHANGE_REVIEWER'
  /** Confirm or correct a file's column mapping. */
  | 'CONFIRM_MAPPING'
  /** Match, unmatch, accept or reject entries by hand. */
  | 'DECIDE'
  /** Close the reconciliation. */
  | 'MAKE_INACTIVE'
  /** Send the result back with remarks (reviewer). */
  | 'REJECT'
  /** Start a new iteration with new or the same files. */
  | 'RESTART'
  /** Start the run. */
  | 'START'
  /** Submit the result for review. */
  | 'SUBMIT'
  /** Tag the reconciliation or its entries. */
  | 'TAG'
  /** Upload the books or counterparty file. */
  | 'UPLOAD';

/** Days since an open reconciliation was opened. */
export type RecoAgeBucket =
  /** 0 to 30 days. */
  | 'DAYS_0_30'
  /** 31 to 60 days. */
  | 'DAYS_31_60'
  /** 61 to 90 days. */
  | 'DAYS_61_90'
  /** More than 90 days. */
  | 'OVER_90';

/** Filters of a list of reconciliations; all optional. */
export type RecoFilter = {
  /** Reconciler. */
  assigneeId?: number | null | undefined;
  /** Kind. */
  kind?: RecoKind | null | undefined;
  /** Opened on or after this day (UTC), as the dashboard’s ageing counts. */
  openedFrom?: string | null | undefined;
  /** Opened on or before this day (UTC). */
  openedTo?: string | null | undefined;
  /** Party. */
  partyId?: number | null | undefined;
  /** Period ends on or after this day. */
  periodEndFrom?: string | null | undefined;
  /** Period ends on or before this day. */
  periodEndTo?: string | null | undefined;
  /** Project. */
  projectId?: number | null | undefined;
  /** Reviewer. */
  reviewerId?: number | null | undefined;
  /** Open or closed. */
  scope?: RecoListScope | null | undefined;
  /** Part of the party’s or project’s name. */
  search?: string | null | undefined;
  /** State. */
  state?: RecoState | null | undefined;
  /** Carrying this tag. */
  tagId?: number | null | undefined;
};

/** What is reconciled. */
export type RecoKind =
  /** Our books of a customer against the customer's ledger of us. */
  | 'CUSTOMER'
  /** The purchase register against GSTR-2B/2A from the tax portal. */
  | 'GST'
  /** TDS booked against Form 26AS / AIS. */
  | 'TAX'
  /** Our books of a vendor against the vendor's ledger of us. */
  | 'VENDOR';

/** What a capability link lets its holder do with one iteration. */
export type RecoLinkPurpose =
  /** Confirm the reconciliation is complete. */
  | 'CONFIRM'
  /** Download the latest output (the public download page). */
  | 'DOWNLOAD'
  /** Upload their ledger. */
  | 'UPLOAD';

/** Open recos, or closed ones. */
export type RecoListScope =
  /** Not accepted and not inactive (latest recos). */
  | 'LATEST'
  /** Accepted or inactive (old recos). */
  | 'OLD';

/** Why an iteration cannot be shared with its party now. */
export type RecoSharingRefusal =
  /** This iteration is already shared with them. */
  | 'ALREADY_SHARED'
  /** Only reconcilers and reviewers share. */
  | 'NOT_ALLOWED'
  /** The party is not a company on Concord: send a link instead. */
  | 'NOT_A_COMPANY'
  /** The two companies have no accepted connection. */
  | 'NOT_CONNECTED'
  /** The run has not produced a result yet. */
  | 'NO_RESULT';

/** Sort order of a list of reconciliations. */
export type RecoSort = {
  /** Direction. */
  direction?: SortDirection;
  /** Sort key. */
  field: RecoSortField;
};

/** What a list of reconciliations is sorted by; ties by id. */
export type RecoSortField =
  | 'LAST_RUN'
  | 'MATCHED_PERCENT'
  | 'PARTY'
  | 'PERIOD'
  | 'STATE'
  | 'UNEXPLAINED_AMOUNT'
  | 'UPDATED';

/** Where a reconciliation stands in its lifecycle. */
export type RecoState =
  /** The reviewer accepted the result. */
  | 'ACCEPTED'
  /** Waiting for the books and counterparty files. */
  | 'CREATED'
  /** Both files are there; confirm the mappings and run. */
  | 'FILES_UPLOADED'
  /** Closed without an accepted result. */
  | 'INACTIVE'
  /** Submitted; waiting for the reviewer. */
  | 'IN_REVIEW'
  /** The result is ready for the reconciler to check and submit. */
  | 'OUTPUT_READY'
  /** The reviewer sent it back with remarks. */
  | 'REJECTED'
  /** The engine is matching the ledgers. */
  | 'RUNNING';

/** A setting of a reminder rule, as its changes name it. */
export type RuleField =
  /** Whether the rule runs. */
  | 'ENABLED'
  /** The reminder from which the escalation contact is copied. */
  | 'ESCALATE_AFTER'
  /** The escalation contact. */
  | 'ESCALATION_EMAIL'
  /** Days from the request to the first reminder. */
  | 'FIRST_REMINDER_DAYS'
  /** Reminders at most. */
  | 'MAX_REMINDERS'
  /** The name. */
  | 'NAME'
  /** The project it is limited to (null: every project), by id. */
  | 'PROJECT'
  /** Dates (YYYY-MM-DD) with no mail. */
  | 'QUIET_DATES'
  /** ISO weekdays with no mail. */
  | 'QUIET_WEEKDAYS'
  /** The template of the reminders, by id. */
  | 'REMINDER_TEMPLATE'
  /** Days between reminders. */
  | 'REPEAT_EVERY_DAYS'
  /** The template of the request, by id. */
  | 'REQUEST_TEMPLATE'
  /** Whether the request goes out on creation. */
  | 'SEND_ON_CREATION'
  /** Whether the party's upload starts the run. */
  | 'START_RUN_ON_UPLOAD';

/** Which reconciliations a set of matching rules serves. */
export type RuleSetKind =
  /** The purchase register against GSTR-2B. */
  | 'GST'
  /** Vendor and customer ledgers. */
  | 'LEDGER'
  /** TDS booked against Form 26AS (tax reconciliations). */
  | 'TDS';

/** What set a rule's run going. */
export type RuleTrigger =
  /** Our books completed the pair with the party's ledger. */
  | 'BOOKS_COMPLETED'
  /** The party's ledger arrived. */
  | 'PARTY_LEDGER';

/** Why a run failed. */
export type RunErrorCode =
  /** The file of `side` could not be read; `reason` says why. */
  | 'FILE_UNREADABLE'
  /** Every try failed for a cause outside the files: start the run again. */
  | 'GAVE_UP';

/** What one side lacks before a run. */
export type RunNeed =
  /** Its file. */
  | 'FILE'
  /** The confirmation of its columns. */
  | 'MAPPING';

/** What a run is doing. */
export type RunPhase =
  /** Matching the entries. */
  | 'MATCHING'
  /** Waiting for a worker. */
  | 'QUEUED'
  /** Reading the books file. */
  | 'READING_BOOKS'
  /** Reading the counterparty file. */
  | 'READING_COUNTERPARTY'
  /** Writing the result workbook and storing the entries. */
  | 'WRITING';

/** The state of an iteration's run. */
export type RunState =
  /** Stopped; `error` says why. The reconciliation can be started again. */
  | 'FAILED'
  /** Never started. */
  | 'IDLE'
  /** Waiting for a worker. */
  | 'QUEUED'
  /** Being executed. */
  | 'RUNNING'
  /** Finished; the result is stored. */
  | 'SUCCEEDED';

/** Filters of the sales invoice list; all optional. */
export type SalesInvoiceFilter = {
  /** Only invoices to this customer company. */
  customerId?: number | null | undefined;
  /** Invoice number contains this text. */
  invoiceNumber?: string | null | undefined;
  /** Only invoices already sent to the customer; drafts are left out. */
  raisedOnly?: boolean | null | undefined;
  /** Only invoices of this sales order. */
  receivedPurchaseOrderId?: number | null | undefined;
  /** Only invoices in this status. */
  status?: InvoiceStatus | null | undefined;
};

/** How a list of sales invoices is sorted. */
export type SalesInvoiceSort = {
  /** ASC (the default) or DESC. */
  direction?: SortDirection;
  /** What the sales invoices are sorted by; rows with equal values keep the order of their ids. */
  field: SalesInvoiceSortField;
};

/** What sales invoices can be sorted by. */
export type SalesInvoiceSortField =
  /** The customer's company name, case ignored. */
  | 'CUSTOMER_NAME'
  /** Invoice date. */
  | 'INVOICE_DATE'
  /** Invoice number, case ignored. */
  | 'INVOICE_NUMBER'
  /** What is still to be paid. */
  | 'PENDING_AMOUNT'
  /** Status name. */
  | 'STATUS'
  /** Invoice total. */
  | 'TOTAL';

/** What a search hit is; the header groups hits by it. */
export type SearchHitKind =
  /** An advance paid against a purchase order, by its reference. */
  | 'ADVANCE_PAID'
  /** An advance received against a received order, by its reference. */
  | 'ADVANCE_RECEIVED'
  /** A connected customer or vendor. */
  | 'COMPANY'
  /** A payment made against a purchase invoice, by its reference. */
  | 'PAYMENT_MADE'
  /** A payment received against a sales invoice, by its reference. */
  | 'PAYMENT_RECEIVED'
  /** An invoice received from a vendor. */
  | 'PURCHASE_INVOICE'
  /** One of the company's purchase orders (customer side). */
  | 'PURCHASE_ORDER'
  /** A purchase order received from a customer. */
  | 'RECEIVED_PURCHASE_ORDER'
  /** A reconciliation, by its party, its project or its number (#id). */
  | 'RECONCILIATION'
  /** An invoice the company raised (vendor side). */
  | 'SALES_INVOICE';

/** Why a sheet was read or passed over; the sheet's `comparedWith` fills it in. */
export type SheetReasonCode =
  /** Passed over: its columns differ from the sheet `comparedWith`. */
  | 'COLUMNS_DIFFER'
  /** The ledger header was found here. */
  | 'HEADER_FOUND'
  /** Passed over: a column the ledger needs is missing. */
  | 'MISSING_COLUMN'
  /** The mapping was stored before sheet reasons were kept as codes. */
  | 'NOT_RECORDED'
  /** Passed over: no ledger header row was found. */
  | 'NO_HEADER_ROW'
  /** Read: the same columns as the sheet `comparedWith`. */
  | 'SAME_COLUMNS';

/** How the connection to the SMTP server is protected. */
export type SmtpSecurity =
  /** Plain connection (a relay on a private network). */
  | 'NONE'
  /** Plain connection upgraded with STARTTLS (usually port 587). */
  | 'STARTTLS'
  /** TLS from the first byte (usually port 465). */
  | 'TLS';

/** Which way a list is sorted. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** Colour of a tag chip. */
export type TagColor =
  | 'BLUE'
  | 'GRAY'
  | 'GREEN'
  | 'ORANGE'
  | 'PINK'
  | 'PURPLE'
  | 'RED'
  | 'TEAL'
  | 'YELLOW';

/** What a template is for. */
export type TemplatePurpose =
  /** Asks to confirm our closing balance. */
  | 'BALANCE_CONFIRMATION'
  /** Anything else. */
  | 'CUSTOM'
  /** Asks for the ledger, with the upload link. */
  | 'LEDGER_REQUEST'
  /** The differences, with the result workbook attached. */
  | 'MISMATCH_SUMMARY'
  /** Reminds a party that has not answered. */
  | 'REMINDER';

/** Changes to the signed-in user's profile; omitted fields stay as they are. */
export type UpdateProfileInput = {
  /** New email address. */
  email?: string | null | undefined;
  /** New first name. */
  firstName?: string | null | undefined;
  /** New last name. */
  lastName?: string | null | undefined;
};

/** Changes to a Draft or Approver Rejected purchase order. */
export type UpdatePurchaseOrderInput = {
  /** Document currency (ISO 4217, upper case); INR when omitted. */
  currency?: string | null | undefined;
  /** Free text, at most 2000 characters. */
  description?: string | null | undefined;
  /** Rate to the base currency (see exchangeRate query); 1 when omitted. */
  exchangeRate?: string | null | undefined;
  /** When given, replaces all lines. */
  items?: Array<LineItemInput> | null | undefined;
  /** Order date; today when omitted. */
  poDate?: string | null | undefined;
  /** Purchase order number; generated (PO-00012) when omitted on create. */
  poNumber?: string | null | undefined;
  /** Another connected vendor. */
  vendorId?: number | null | undefined;
};

/** Changes to a Draft invoice. */
export type UpdateSalesInvoiceInput = {
  /** When given, replaces all additional charges. */
  additionalCharges?: Array<AdditionalChargeInput> | null | undefined;
  /** Free text, at most 2000 characters. */
  description?: string | null | undefined;
  /** The day payment is due by, when the vendor set one; never before the invoice date. Null clears it in a change. */
  dueDate?: string | null | undefined;
  /** Rate to the base currency; the order's rate when omitted. */
  exchangeRate?: string | null | undefined;
  /** Invoice date; today when omitted. */
  invoiceDate?: string | null | undefined;
  /** Invoice number; generated (INV-00007) when omitted on create. */
  invoiceNumber?: string | null | undefined;
  /** When given, replaces all lines. */
  items?: Array<LineItemInput> | null | undefined;
};

export type BulkMail_TemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type BulkMail_TemplatesQuery = { communicationTemplates: Array<{ id: number, name: string, language: MailLanguage, subject: string, body: string }> };

export type BulkMail_PreviewQueryVariables = Exact<{
  language: MailLanguage;
  subject: string;
  body: string;
  recoId?: number | null | undefined;
}>;


export type BulkMail_PreviewQuery = { previewCommunicationTemplate: { subject: string, text: string } };

export type BulkMail_SendMutationVariables = Exact<{
  input: BulkMailInput;
}>;


export type BulkMail_SendMutation = { sendBulkMail: { batchKey: string, done: number, total: number, items: Array<{ recoId: number, partyName: string | null, to: string | null, outcome: BulkMailOutcome, reasonCode: BulkMailReason | null, reason: string | null }> } };

export type BulkMail_ProgressQueryVariables = Exact<{
  batchKey: string;
}>;


export type BulkMail_ProgressQuery = { bulkMail: { batchKey: string, done: number, total: number, items: Array<{ recoId: number, partyName: string | null, to: string | null, outcome: BulkMailOutcome, reasonCode: BulkMailReason | null, reason: string | null }> } };

export type FollowUps_ListQueryVariables = Exact<{
  page: number;
  size: number;
  status?: FollowUpStatus | null | undefined;
  search?: string | null | undefined;
  projectId?: number | null | undefined;
}>;


export type FollowUps_ListQuery = { followUps: { totalCount: number, page: number, size: number, counts: { disputed: number, confirmed: number, received: number, bounced: number, opened: number, reminded: number, requested: number }, items: Array<{ iterationId: number | null, projectName: string, partyName: string, contactEmail: string | null, periodFrom: string, periodTo: string, status: FollowUpStatus, requestedAt: string | null, reminders: number, lastRemindedAt: string | null, openedAt: string | null, receivedAt: string | null, confirmedAt: string | null, disputedAt: string | null, disputeRemark: string | null, bouncedAt: string | null, bounceReason: string | null, runWaiting: string | null, id: number, runWaitingNote: { ' $fragmentRefs'?: { 'HistoryNote_NoteFragment': HistoryNote_NoteFragment } } | null }> } };

export type MailLog_CommunicationsQueryVariables = Exact<{
  page: number;
  size: number;
  status?: MailStatus | null | undefined;
  recoId?: number | null | undefined;
}>;


export type MailLog_CommunicationsQuery = { communications: { totalCount: number, page: number, size: number, items: Array<{ id: number, recoId: number | null, partyName: string | null, purpose: MailPurpose, attempt: number, to: string, cc: string | null, from: string, replyTo: string | null, subject: string, html: string, text: string, attachments: Array<string>, status: MailStatus, tries: number, smtpResponse: string | null, lastError: string | null, createdAt: string, sentAt: string | null }> } };

export type RuleEditor_RuleFragment = { id: number, name: string, projectId: number | null, requestTemplateId: number, reminderTemplateId: number, sendOnCreation: boolean, firstReminderDays: number, repeatEveryDays: number, maxReminders: number, escalateAfter: number | null, escalationEmail: string | null, quietWeekdays: Array<number>, quietDates: Array<string>, startRunOnUpload: boolean, enabled: boolean, updatedAt: string, project: { id: number, name: string } | null } & { ' $fragmentName'?: 'RuleEditor_RuleFragment' };

export type Rules_ListQueryVariables = Exact<{ [key: string]: never; }>;


export type Rules_ListQuery = { communicationRules: Array<{ ' $fragmentRefs'?: { 'RuleEditor_RuleFragment': RuleEditor_RuleFragment } }>, communicationTemplates: Array<{ id: number, name: string, language: MailLanguage }>, recoProjects: { items: Array<{ id: number, name: string }> } };

export type Rules_ChangesQueryVariables = Exact<{
  ruleId: number;
}>;


export type Rules_ChangesQuery = { communicationRuleChanges: Array<{ id: number, userId: number, changedAt: string, author: { id: number, userName: string, firstName: string | null, lastName: string | null } | null, changes: Array<{ field: RuleField, before: string, after: string }>, projects: Array<{ id: number, name: string }> }> };

export type Rules_CreateMutationVariables = Exact<{
  input: CommunicationRuleInput;
}>;


export type Rules_CreateMutation = { createCommunicationRule: { ' $fragmentRefs'?: { 'RuleEditor_RuleFragment': RuleEditor_RuleFragment } } };

export type Rules_UpdateMutationVariables = Exact<{
  id: number;
  input: CommunicationRuleInput;
}>;


export type Rules_UpdateMutation = { updateCommunicationRule: { ' $fragmentRefs'?: { 'RuleEditor_RuleFragment': RuleEditor_RuleFragment } } };

export type SenderSettings_SettingsFragment = { id: number, smtpHost: string | null, smtpPort: number | null, security: SmtpSecurity, smtpUser: string | null, hasPassword: boolean, fromAddress: string, fromName: string | null, replyTo: string | null, delivery: MailDelivery, updatedAt: string } & { ' $fragmentName'?: 'SenderSettings_SettingsFragment' };

export type SenderSettings_SenderQueryVariables = Exact<{ [key: string]: never; }>;


export type SenderSettings_SenderQuery = { communicationSender: { ' $fragmentRefs'?: { 'SenderSettings_SettingsFragment': SenderSettings_SettingsFragment } } | null };

export type SenderSettings_SaveMutationVariables = Exact<{
  input: CommunicationSenderInput;
}>;


export type SenderSettings_SaveMutation = { saveCommunicationSender: { ' $fragmentRefs'?: { 'SenderSettings_SettingsFragment': SenderSettings_SettingsFragment } } };

export type SenderSettings_TestMailMutationVariables = Exact<{
  to: string;
}>;


export type SenderSettings_TestMailMutation = { sendTestMail: { delivered: boolean, delivery: MailDelivery, code: number | null, response: string } };

export type TemplateEditor_TemplateFragment = { id: number, name: string, purpose: TemplatePurpose, language: MailLanguage, subject: string, body: string, attachResult: boolean, isDefault: boolean, updatedAt: string } & { ' $fragmentName'?: 'TemplateEditor_TemplateFragment' };

export type Templates_ListQueryVariables = Exact<{ [key: string]: never; }>;


export type Templates_ListQuery = { communicationTemplates: Array<{ ' $fragmentRefs'?: { 'TemplateEditor_TemplateFragment': TemplateEditor_TemplateFragment } }> };

export type Templates_PreviewQueryVariables = Exact<{
  language: MailLanguage;
  subject: string;
  body: string;
}>;


export type Templates_PreviewQuery = { previewCommunicationTemplate: { subject: string, html: string, text: string, unknownPlaceholders: Array<string> } };

export type Templates_CreateMutationVariables = Exact<{
  input: CommunicationTemplateInput;
}>;


export type Templates_CreateMutation = { createCommunicationTemplate: { ' $fragmentRefs'?: { 'TemplateEditor_TemplateFragment': TemplateEditor_TemplateFragment } } };

export type Templates_UpdateMutationVariables = Exact<{
  id: number;
  input: CommunicationTemplateInput;
}>;


export type Templates_UpdateMutation = { updateCommunicationTemplate: { ' $fragmentRefs'?: { 'TemplateEditor_TemplateFragment': TemplateEditor_TemplateFragment } } };

export type CompanyList_MyCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyList_MyCompaniesQuery = { myCompanies: Array<{ id: number, name: string, country: string | null, baseCurrency: string | null, role: string }> };

export type CompanyHome_CompanyQueryVariables = Exact<{
  companyId: number;
}>;


export type CompanyHome_CompanyQuery = { company: { id: number, name: string, country: string | null, baseCurrency: string | null }, toolSubscriptions: Array<{ toolId: number, toolName: string, toolPrefix: string, isLicensable: boolean, hasAccess: boolean, isSubscribed: boolean }> };

export type CompanyHome_RecentQueryVariables = Exact<{
  size: number;
  orders: boolean;
  invoices: boolean;
  payments: boolean;
  recos: boolean;
}>;


export type CompanyHome_RecentQuery = { purchaseOrders?: { items: Array<{ id: number, poNumber: string, poDate: string, amount: string, exchangeRate: string, status: PurchaseOrderStatus, vendor: { id: number, name: string } }> }, receivedPurchaseOrders?: { items: Array<{ id: number, poNumber: string, poDate: string, amount: string, exchangeRate: string, status: PurchaseOrderStatus, customer: { id: number, name: string } }> }, salesInvoices?: { items: Array<{ id: number, invoiceNumber: string, invoiceDate: string, total: string, pendingAmount: string, exchangeRate: string, status: InvoiceStatus, customer: { id: number, name: string } }> }, purchaseInvoices?: { items: Array<{ id: number, invoiceNumber: string, invoiceDate: string, total: string, pendingAmount: string, exchangeRate: string, status: InvoiceStatus, vendor: { id: number, name: string } }> }, paymentsMade?: { items: Array<{ id: number, referenceNumber: string, date: string, amount: string, exchangeRate: string, status: PaymentStatus, purchaseInvoiceId: number, vendor: { id: number, name: string } }> }, paymentsReceived?: { items: Array<{ id: number, referenceNumber: string, date: string, amount: string, exchangeRate: string, status: PaymentStatus, salesInvoiceId: number, customer: { id: number, name: string } }> }, recos?: { items: Array<{ id: number, partyName: string, state: RecoState, updatedAt: string, currentIterationId: number | null }> } };

export type HeaderSearch_SearchQueryVariables = Exact<{
  text: string;
}>;


export type HeaderSearch_SearchQuery = { search: Array<{ kind: SearchHitKind, id: number, label: string, detail: string | null, openId: number | null }> };

export type PosoInbox_CountsQueryVariables = Exact<{
  received: boolean;
  approvals: boolean;
  invoices: boolean;
  finance: boolean;
  payments: boolean;
}>;


export type PosoInbox_CountsQuery = { received?: { totalCount: number }, approvals?: { totalCount: number }, invoices?: { totalCount: number }, finance?: { totalCount: number }, payments?: { totalCount: number } };

export type Header_MyCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type Header_MyCompaniesQuery = { myCompanies: Array<{ id: number, name: string }> };

export type Header_ToolSubscriptionsQueryVariables = Exact<{
  companyId?: number | null | undefined;
}>;


export type Header_ToolSubscriptionsQuery = { toolSubscriptions: Array<{ toolId: number, toolName: string, toolPrefix: string, isLicensable: boolean, hasAccess: boolean, isSubscribed: boolean }> };

export type Header_RequestToolSubscriptionMutationVariables = Exact<{
  companyId: number;
  toolId: number;
}>;


export type Header_RequestToolSubscriptionMutation = { requestToolSubscription: { id: number, status: string } };

export type Notifications_ListQueryVariables = Exact<{
  filter: NotificationFilter;
}>;


export type Notifications_ListQuery = { notifications: { totalCount: number, unreadCount: number, newCount: number, items: Array<{ id: number, kind: NotificationKind, direct: boolean, companyName: string | null, actorName: string | null, text: string, subjectName: string | null, periodFrom: string | null, periodTo: string | null, link: string | null, createdAt: string, isNew: boolean, read: boolean, detail: { code: NotificationDetailCode, params: Array<{ name: string, value: string }> } | null }> } };

export type Notifications_CountsQueryVariables = Exact<{ [key: string]: never; }>;


export type Notifications_CountsQuery = { notifications: { unreadCount: number, newCount: number } };

export type Notifications_ReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Notifications_ReceivedSubscription = { notificationReceived: { id: number, kind: NotificationKind, actorName: string | null, text: string, subjectName: string | null, periodFrom: string | null, periodTo: string | null, link: string | null, detail: { code: NotificationDetailCode, params: Array<{ name: string, value: string }> } | null } };

export type Notifications_MarkSeenMutationVariables = Exact<{ [key: string]: never; }>;


export type Notifications_MarkSeenMutation = { markNotificationsSeen: number };

export type Notifications_MarkReadMutationVariables = Exact<{
  ids?: Array<number> | number | null | undefined;
  all: boolean;
}>;


export type Notifications_MarkReadMutation = { markNotificationsRead: number };

export type Notifications_SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type Notifications_SettingsQuery = { notificationSettings: { doNotDisturb: boolean, allowNotifications: boolean } };

export type Notifications_UpdateSettingsMutationVariables = Exact<{
  doNotDisturb?: boolean | null | undefined;
  allowNotifications?: boolean | null | undefined;
}>;


export type Notifications_UpdateSettingsMutation = { updateNotificationSettings: { doNotDisturb: boolean, allowNotifications: boolean } };

export type AdvanceDialog_PurchaseOrderFragment = { id: number, poNumber: string, amount: string, advanceAmount: string, currency: string } & { ' $fragmentName'?: 'AdvanceDialog_PurchaseOrderFragment' };

export type AdvanceDialog_PayMutationVariables = Exact<{
  input: PayAdvanceInput;
  idempotencyKey: string;
}>;


export type AdvanceDialog_PayMutation = { payAdvance: { advance: { id: number, amount: string, advanceTotal: string } | null, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null, purchaseOrder: { id: number, advanceAmount: string, isAdvanceAllowed: boolean } } };

export type AdvancesPaid_OpenOrdersQueryVariables = Exact<{
  page: number;
  size: number;
}>;


export type AdvancesPaid_OpenOrdersQuery = { purchaseOrders: { totalCount: number, items: Array<(
      { id: number, poNumber: string, amount: string, advanceAmount: string, currency: string, exchangeRate: string, isAdvanceAllowed: boolean, vendor: { id: number, name: string } }
      & { ' $fragmentRefs'?: { 'AdvanceDialog_PurchaseOrderFragment': AdvanceDialog_PurchaseOrderFragment } }
    )> } };

export type AdvancesPaid_AdvancesQueryVariables = Exact<{
  page: number;
  size: number;
  sort?: AdvancePaidSort | null | undefined;
}>;


export type AdvancesPaid_AdvancesQuery = { advancesPaid: { totalCount: number, items: Array<(
      { id: number, purchaseOrderId: number }
      & { ' $fragmentRefs'?: { 'AdvanceColumns_AdvancePaidFragment': AdvanceColumns_AdvancePaidFragment } }
    )> } };

export type AdvancesReceived_AdvancesQueryVariables = Exact<{
  page: number;
  size: number;
  filter?: AdvanceReceivedFilter | null | undefined;
  sort?: AdvanceReceivedSort | null | undefined;
}>;


export type AdvancesReceived_AdvancesQuery = { advancesReceived: { totalCount: number, items: Array<(
      { id: number, receivedPurchaseOrderId: number, status: AdvanceStatus, referenceNumber: string, amount: string, currency: string, isConfirmAllowed: boolean }
      & { ' $fragmentRefs'?: { 'AdvanceColumns_AdvanceReceivedFragment': AdvanceColumns_AdvanceReceivedFragment } }
    )> } };

export type AdvancesReceived_ConfirmMutationVariables = Exact<{
  id: number;
  fromStatus?: AdvanceStatus | null | undefined;
  idempotencyKey: string;
}>;


export type AdvancesReceived_ConfirmMutation = { confirmAdvance: { advance: { id: number, status: AdvanceStatus, isConfirmAllowed: boolean, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null } } };

export type AdvanceColumns_AdvancePaidFragment = { id: number, purchaseOrderId: number, poNumber: string, referenceNumber: string, date: string, amount: string, advanceTotal: string, currency: string, status: AdvanceStatus, vendor: { id: number, name: string }, paidBy: { id: number, userName: string, firstName: string | null, lastName: string | null } | null } & { ' $fragmentName'?: 'AdvanceColumns_AdvancePaidFragment' };

export type AdvanceColumns_AdvanceReceivedFragment = { id: number, receivedPurchaseOrderId: number, poNumber: string, referenceNumber: string, date: string, amount: string, advanceTotal: string, currency: string, status: AdvanceStatus, customer: { id: number, name: string } } & { ' $fragmentName'?: 'AdvanceColumns_AdvanceReceivedFragment' };

export type DashBoard_ReceivedOrdersQueryVariables = Exact<{
  page: number;
  size: number;
}>;


export type DashBoard_ReceivedOrdersQuery = { receivedPurchaseOrders: { totalCount: number, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'OrderColumns_ReceivedPurchaseOrderFragment': OrderColumns_ReceivedPurchaseOrderFragment } }
    )> } };

export type DashBoard_SalesInvoicesQueryVariables = Exact<{
  page: number;
  size: number;
}>;


export type DashBoard_SalesInvoicesQuery = { salesInvoices: { totalCount: number, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'InvoiceColumns_SalesInvoiceFragment': InvoiceColumns_SalesInvoiceFragment } }
    )> } };

export type DashBoard_PurchaseOrdersQueryVariables = Exact<{
  page: number;
  size: number;
}>;


export type DashBoard_PurchaseOrdersQuery = { purchaseOrders: { totalCount: number, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'OrderColumns_PurchaseOrderFragment': OrderColumns_PurchaseOrderFragment } }
    )> } };

export type DashBoard_PurchaseInvoicesQueryVariables = Exact<{
  page: number;
  size: number;
}>;


export type DashBoard_PurchaseInvoicesQuery = { purchaseInvoices: { totalCount: number, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'InvoiceColumns_PurchaseInvoiceFragment': InvoiceColumns_PurchaseInvoiceFragment } }
    )> } };

export type AddInvoice_OrderQueryVariables = Exact<{
  id: number;
}>;


export type AddInvoice_OrderQuery = { receivedPurchaseOrder: { id: number, poNumber: string, currency: string, status: PurchaseOrderStatus, isInvoiceCreateAllowed: boolean, customer: { id: number, name: string }, items: Array<{ materialDescription: string, ratePerUnit: string, quantity: string, tax: string }> }, additionalChargeMasters: Array<{ id: number, name: string }> };

export type AddInvoice_CreateMutationVariables = Exact<{
  input: CreateSalesInvoiceInput;
}>;


export type AddInvoice_CreateMutation = { createSalesInvoice: { id: number, status: InvoiceStatus } };

export type EditInvoice_InvoiceQueryVariables = Exact<{
  id: number;
}>;


export type EditInvoice_InvoiceQuery = { salesInvoice: { id: number, invoiceNumber: string, invoiceDate: string, dueDate: string | null, description: string, poNumber: string | null, currency: string, status: InvoiceStatus, receivedPurchaseOrderId: number, isEditAllowed: boolean, customer: { id: number, name: string }, items: Array<{ materialDescription: string, ratePerUnit: string, quantity: string, tax: string }>, additionalCharges: Array<{ masterId: number, amount: string }> }, additionalChargeMasters: Array<{ id: number, name: string }> };

export type EditInvoice_UpdateMutationVariables = Exact<{
  id: number;
  input: UpdateSalesInvoiceInput;
}>;


export type EditInvoice_UpdateMutation = { updateSalesInvoice: { id: number, status: InvoiceStatus } };

export type FinanceApprovals_QueueQueryVariables = Exact<{
  page: number;
  size: number;
  sort?: PurchaseInvoiceSort | null | undefined;
}>;


export type FinanceApprovals_QueueQuery = { purchaseInvoicesAwaitingFinanceApproval: { totalCount: number, items: Array<{ ' $fragmentRefs'?: { 'PurchaseInvoiceScreen_PurchaseInvoiceFragment': PurchaseInvoiceScreen_PurchaseInvoiceFragment } }> } };

export type InvoiceDocument_SalesInvoiceFragment = { id: number, invoiceNumber: string, invoiceDate: string, dueDate: string | null, description: string, poNumber: string | null, receivedPurchaseOrderId: number, total: string, paidAmount: string, pendingAmount: string, currency: string, exchangeRate: string, status: InvoiceStatus, rejectRemarks: string | null, customer: { id: number, name: string }, items: Array<{ ' $fragmentRefs'?: { 'ItemsTable_InvoiceItemFragment': ItemsTable_InvoiceItemFragment } }>, additionalCharges: Array<{ ' $fragmentRefs'?: { 'ItemsTable_AdditionalChargeFragment': ItemsTable_AdditionalChargeFragment } }>, attachments: Array<{ ' $fragmentRefs'?: { 'AttachmentList_AttachmentFragment': AttachmentList_AttachmentFragment } }> } & { ' $fragmentName'?: 'InvoiceDocument_SalesInvoiceFragment' };

export type InvoiceDocument_PurchaseInvoiceFragment = { id: number, invoiceNumber: string, invoiceDate: string, dueDate: string | null, description: string, poNumber: string | null, purchaseOrderId: number | null, total: string, paidAmount: string, pendingAmount: string, currency: string, exchangeRate: string, status: InvoiceStatus, rejectRemarks: string | null, vendor: { id: number, name: string }, items: Array<{ ' $fragmentRefs'?: { 'ItemsTable_InvoiceItemFragment': ItemsTable_InvoiceItemFragment } }>, additionalCharges: Array<{ ' $fragmentRefs'?: { 'ItemsTable_AdditionalChargeFragment': ItemsTable_AdditionalChargeFragment } }>, attachments: Array<{ ' $fragmentRefs'?: { 'AttachmentList_AttachmentFragment': AttachmentList_AttachmentFragment } }> } & { ' $fragmentName'?: 'InvoiceDocument_PurchaseInvoiceFragment' };

export type PurchaseInvoiceList_InvoicesQueryVariables = Exact<{
  page: number;
  size: number;
  filter?: PurchaseInvoiceFilter | null | undefined;
  sort?: PurchaseInvoiceSort | null | undefined;
}>;


export type PurchaseInvoiceList_InvoicesQuery = { purchaseInvoices: { totalCount: number, items: Array<{ ' $fragmentRefs'?: { 'PurchaseInvoiceScreen_PurchaseInvoiceFragment': PurchaseInvoiceScreen_PurchaseInvoiceFragment } }> } };

export type PurchaseInvoiceScreen_PurchaseInvoiceFragment = (
  { id: number, invoiceNumber: string, isPaymentAllowed: boolean }
  & { ' $fragmentRefs'?: { 'InvoiceColumns_PurchaseInvoiceFragment': InvoiceColumns_PurchaseInvoiceFragment;'PayInvoiceDialog_PurchaseInvoiceFragment': PayInvoiceDialog_PurchaseInvoiceFragment } }
) & { ' $fragmentName'?: 'PurchaseInvoiceScreen_PurchaseInvoiceFragment' };

export type SalesInvoiceActions_SalesInvoiceFragment = { id: number, status: InvoiceStatus, invoiceNumber: string, total: string, currency: string, receivedPurchaseOrderId: number, isEditAllowed: boolean, isSendAllowed: boolean, customer: { id: number, name: string } } & { ' $fragmentName'?: 'SalesInvoiceActions_SalesInvoiceFragment' };

export type SalesInvoiceActions_SendMutationVariables = Exact<{
  id: number;
  fromStatus?: InvoiceStatus | null | undefined;
  idempotencyKey: string;
}>;


export type SalesInvoiceActions_SendMutation = { sendSalesInvoice: (
    { heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null }
    & { ' $fragmentRefs'?: { 'SalesInvoiceActions_SalesInvoiceFragment': SalesInvoiceActions_SalesInvoiceFragment } }
  ) };

export type SalesInvoiceList_InvoicesQueryVariables = Exact<{
  page: number;
  size: number;
  filter?: SalesInvoiceFilter | null | undefined;
  sort?: SalesInvoiceSort | null | undefined;
}>;


export type SalesInvoiceList_InvoicesQuery = { salesInvoices: { totalCount: number, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'InvoiceColumns_SalesInvoiceFragment': InvoiceColumns_SalesInvoiceFragment;'SalesInvoiceActions_SalesInvoiceFragment': SalesInvoiceActions_SalesInvoiceFragment } }
    )> } };

export type ViewPurchaseInvoice_InvoiceQueryVariables = Exact<{
  id: number;
}>;


export type ViewPurchaseInvoice_InvoiceQuery = { purchaseInvoice: (
    { id: number, invoiceNumber: string, status: InvoiceStatus, pendingAmount: string, total: string, currency: string, acceptedByUserId: number | null, isAcceptAllowed: boolean, isRejectAllowed: boolean, isPaymentAllowed: boolean, vendor: { id: number, name: string }, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string, amount: string | null, mine: boolean } | null }
    & { ' $fragmentRefs'?: { 'InvoiceDocument_PurchaseInvoiceFragment': InvoiceDocument_PurchaseInvoiceFragment;'PayInvoiceDialog_PurchaseInvoiceFragment': PayInvoiceDialog_PurchaseInvoiceFragment } }
  ), paymentsMade: { totalCount: number, items: Array<{ ' $fragmentRefs'?: { 'InvoicePayments_PaymentMadeFragment': InvoicePayments_PaymentMadeFragment } }> } };

export type ViewPurchaseInvoice_AcceptMutationVariables = Exact<{
  id: number;
  fromStatus?: InvoiceStatus | null | undefined;
  idempotencyKey: string;
}>;


export type ViewPurchaseInvoice_AcceptMutation = { acceptPurchaseInvoice: { id: number, status: InvoiceStatus, acceptedByUserId: number | null, isAcceptAllowed: boolean, isRejectAllowed: boolean, isPaymentAllowed: boolean, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null } };

export type ViewPurchaseInvoice_RejectMutationVariables = Exact<{
  id: number;
  remarks: string;
  fromStatus?: InvoiceStatus | null | undefined;
  idempotencyKey: string;
}>;


export type ViewPurchaseInvoice_RejectMutation = { rejectPurchaseInvoice: { id: number, status: InvoiceStatus, rejectRemarks: string | null, isAcceptAllowed: boolean, isRejectAllowed: boolean, isPaymentAllowed: boolean } };

export type ViewSalesInvoice_InvoiceQueryVariables = Exact<{
  id: number;
}>;


export type ViewSalesInvoice_InvoiceQuery = { salesInvoice: (
    { id: number, invoiceNumber: string, status: InvoiceStatus, total: string, paidAmount: string, pendingAmount: string, currency: string, isEditAllowed: boolean, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null, customer: { id: number, name: string } }
    & { ' $fragmentRefs'?: { 'InvoiceDocument_SalesInvoiceFragment': InvoiceDocument_SalesInvoiceFragment;'SalesInvoiceActions_SalesInvoiceFragment': SalesInvoiceActions_SalesInvoiceFragment } }
  ) };

export type ViewSalesInvoice_PaymentsQueryVariables = Exact<{
  salesInvoiceId: number;
}>;


export type ViewSalesInvoice_PaymentsQuery = { paymentsReceived: { totalCount: number, items: Array<{ ' $fragmentRefs'?: { 'PaymentsReceivedDialog_PaymentReceivedFragment': PaymentsReceivedDialog_PaymentReceivedFragment } }> } };

export type InvoiceColumns_SalesInvoiceFragment = { id: number, invoiceNumber: string, invoiceDate: string, poNumber: string | null, total: string, pendingAmount: string, currency: string, exchangeRate: string, status: InvoiceStatus, customer: { id: number, name: string } } & { ' $fragmentName'?: 'InvoiceColumns_SalesInvoiceFragment' };

export type InvoiceColumns_PurchaseInvoiceFragment = { id: number, invoiceNumber: string, invoiceDate: string, poNumber: string | null, total: string, pendingAmount: string, currency: string, exchangeRate: string, status: InvoiceStatus, vendor: { id: number, name: string } } & { ' $fragmentName'?: 'InvoiceColumns_PurchaseInvoiceFragment' };

export type Collections_OverviewQueryVariables = Exact<{
  page: number;
  size: number;
  sort?: PaymentReceivedSort | null | undefined;
}>;


export type Collections_OverviewQuery = { awaiting: { totalCount: number, items: Array<(
      { id: number, salesInvoiceId: number, status: PaymentStatus, referenceNumber: string, amount: string, currency: string, isConfirmAllowed: boolean }
      & { ' $fragmentRefs'?: { 'PaymentColumns_PaymentReceivedFragment': PaymentColumns_PaymentReceivedFragment } }
    )> }, confirmed: { totalCount: number }, raised: { totalCount: number }, advances: { totalCount: number } };

export type InvoicePayments_PaymentMadeFragment = { id: number, referenceNumber: string, date: string, amount: string, remarks: string, status: PaymentStatus, paidBy: { id: number, userName: string, firstName: string | null, lastName: string | null } | null } & { ' $fragmentName'?: 'InvoicePayments_PaymentMadeFragment' };

export type PayInvoiceDialog_PurchaseInvoiceFragment = { id: number, total: string, paidAmount: string, pendingAmount: string, currency: string } & { ' $fragmentName'?: 'PayInvoiceDialog_PurchaseInvoiceFragment' };

export type PayInvoiceDialog_ClaimMutationVariables = Exact<{
  input: ClaimPaymentInput;
  idempotencyKey: string;
}>;


export type PayInvoiceDialog_ClaimMutation = { claimPayment: { payment: { id: number, status: PaymentStatus } | null, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null, purchaseInvoice: { id: number, status: InvoiceStatus, paidAmount: string, pendingAmount: string, isPaymentAllowed: boolean } } };

export type PayableInvoices_InvoicesQueryVariables = Exact<{
  page: number;
  size: number;
  sort?: PurchaseInvoiceSort | null | undefined;
}>;


export type PayableInvoices_InvoicesQuery = { purchaseInvoices: { totalCount: number, items: Array<{ ' $fragmentRefs'?: { 'PurchaseInvoiceScreen_PurchaseInvoiceFragment': PurchaseInvoiceScreen_PurchaseInvoiceFragment } }> } };

export type PaymentsReceivedDialog_PaymentReceivedFragment = { id: number, referenceNumber: string, date: string, amount: string, remarks: string, status: PaymentStatus, isConfirmAllowed: boolean } & { ' $fragmentName'?: 'PaymentsReceivedDialog_PaymentReceivedFragment' };

export type PaymentsReceivedList_PaymentsQueryVariables = Exact<{
  page: number;
  size: number;
  filter?: PaymentReceivedFilter | null | undefined;
  sort?: PaymentReceivedSort | null | undefined;
}>;


export type PaymentsReceivedList_PaymentsQuery = { paymentsReceived: { totalCount: number, items: Array<(
      { id: number, salesInvoiceId: number, status: PaymentStatus, referenceNumber: string, amount: string, currency: string, isConfirmAllowed: boolean }
      & { ' $fragmentRefs'?: { 'PaymentColumns_PaymentReceivedFragment': PaymentColumns_PaymentReceivedFragment } }
    )> } };

export type PendingPayments_PaymentsQueryVariables = Exact<{
  page: number;
  size: number;
  sort?: PaymentMadeSort | null | undefined;
}>;


export type PendingPayments_PaymentsQuery = { paymentsMade: { totalCount: number, items: Array<(
      { id: number, purchaseInvoiceId: number }
      & { ' $fragmentRefs'?: { 'PaymentColumns_PaymentMadeFragment': PaymentColumns_PaymentMadeFragment } }
    )> } };

export type PaymentColumns_PaymentMadeFragment = { id: number, purchaseInvoiceId: number, invoiceNumber: string, referenceNumber: string, date: string, amount: string, pendingAmount: string, currency: string, status: PaymentStatus, vendor: { id: number, name: string }, paidBy: { id: number, userName: string, firstName: string | null, lastName: string | null } | null } & { ' $fragmentName'?: 'PaymentColumns_PaymentMadeFragment' };

export type PaymentColumns_PaymentReceivedFragment = { id: number, salesInvoiceId: number, invoiceNumber: string, referenceNumber: string, date: string, amount: string, pendingAmount: string, currency: string, status: PaymentStatus, customer: { id: number, name: string } } & { ' $fragmentName'?: 'PaymentColumns_PaymentReceivedFragment' };

export type ConfirmPayment_ConfirmMutationVariables = Exact<{
  id: number;
  fromStatus?: PaymentStatus | null | undefined;
  idempotencyKey: string;
}>;


export type ConfirmPayment_ConfirmMutation = { confirmPayment: { payment: { id: number, status: PaymentStatus, isConfirmAllowed: boolean, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null }, salesInvoice: { id: number, status: InvoiceStatus, paidAmount: string, pendingAmount: string } } };

export type AddPurchaseOrder_CreateMutationVariables = Exact<{
  input: CreatePurchaseOrderInput;
}>;


export type AddPurchaseOrder_CreateMutation = { createPurchaseOrder: { id: number } };

export type ApprovePurchaseOrder_OrderQueryVariables = Exact<{
  id: number;
}>;


export type ApprovePurchaseOrder_OrderQuery = { purchaseOrder: (
    { id: number, poNumber: string, status: PurchaseOrderStatus, amount: string, currency: string, isAcceptAllowed: boolean, isRejectAllowed: boolean, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null, vendor: { id: number, name: string } }
    & { ' $fragmentRefs'?: { 'PurchaseOrderDocument_PurchaseOrderFragment': PurchaseOrderDocument_PurchaseOrderFragment } }
  ) };

export type ApprovePurchaseOrder_ApproveMutationVariables = Exact<{
  id: number;
  fromStatus?: PurchaseOrderStatus | null | undefined;
  idempotencyKey: string;
}>;


export type ApprovePurchaseOrder_ApproveMutation = { approvePurchaseOrder: { id: number, status: PurchaseOrderStatus, isAcceptAllowed: boolean, isRejectAllowed: boolean, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null } };

export type ApprovePurchaseOrder_RejectMutationVariables = Exact<{
  id: number;
  remarks: string;
  fromStatus?: PurchaseOrderStatus | null | undefined;
  idempotencyKey: string;
}>;


export type ApprovePurchaseOrder_RejectMutation = { rejectPurchaseOrder: { id: number, status: PurchaseOrderStatus, rejectRemarks: string | null, isAcceptAllowed: boolean, isRejectAllowed: boolean } };

export type EditPurchaseOrder_OrderQueryVariables = Exact<{
  id: number;
}>;


export type EditPurchaseOrder_OrderQuery = { purchaseOrder: { id: number, poNumber: string, poDate: string, currency: string, exchangeRate: string, description: string, status: PurchaseOrderStatus, isEditAllowed: boolean, vendor: { id: number }, items: Array<{ itemId: number | null, materialDescription: string, ratePerUnit: string, quantity: string, tax: string }>, attachments: Array<{ ' $fragmentRefs'?: { 'AttachmentList_AttachmentFragment': AttachmentList_AttachmentFragment } }> } };

export type EditPurchaseOrder_UpdateMutationVariables = Exact<{
  id: number;
  input: UpdatePurchaseOrderInput;
}>;


export type EditPurchaseOrder_UpdateMutation = { updatePurchaseOrder: { id: number } };

export type PurchaseOrderApprovals_QueueQueryVariables = Exact<{
  page: number;
  size: number;
  sort?: PurchaseOrderSort | null | undefined;
}>;


export type PurchaseOrderApprovals_QueueQuery = { purchaseOrdersAwaitingMyApproval: { totalCount: number, items: Array<(
      { id: number, poNumber: string }
      & { ' $fragmentRefs'?: { 'OrderColumns_PurchaseOrderFragment': OrderColumns_PurchaseOrderFragment } }
    )> } };

export type PurchaseOrderDocument_PurchaseOrderFragment = { id: number, poNumber: string, poDate: string, amount: string, advanceAmount: string, currency: string, exchangeRate: string, description: string, status: PurchaseOrderStatus, rejectRemarks: string | null, vendor: { id: number, name: string }, approver: { id: number, userName: string, firstName: string | null, lastName: string | null } | null, items: Array<{ ' $fragmentRefs'?: { 'ItemsTable_PoItemFragment': ItemsTable_PoItemFragment } }>, attachments: Array<{ ' $fragmentRefs'?: { 'AttachmentList_AttachmentFragment': AttachmentList_AttachmentFragment } }> } & { ' $fragmentName'?: 'PurchaseOrderDocument_PurchaseOrderFragment' };

export type PurchaseOrderDocument_ReceivedPurchaseOrderFragment = { id: number, poNumber: string, poDate: string, amount: string, advanceAmount: string, currency: string, exchangeRate: string, description: string, status: PurchaseOrderStatus, rejectRemarks: string | null, customer: { id: number, name: string }, items: Array<{ ' $fragmentRefs'?: { 'ItemsTable_PoItemFragment': ItemsTable_PoItemFragment } }>, attachments: Array<{ ' $fragmentRefs'?: { 'AttachmentList_AttachmentFragment': AttachmentList_AttachmentFragment } }> } & { ' $fragmentName'?: 'PurchaseOrderDocument_ReceivedPurchaseOrderFragment' };

export type PurchaseOrderForm_ExchangeRateQueryVariables = Exact<{
  from: string;
  to: string;
  date?: string | null | undefined;
}>;


export type PurchaseOrderForm_ExchangeRateQuery = { exchangeRate: { rate: string, rateDate: string } };

export type PurchaseOrderList_PurchaseOrderFragment = (
  { id: number, poNumber: string, isEditAllowed: boolean, isSendAllowed: boolean }
  & { ' $fragmentRefs'?: { 'OrderColumns_PurchaseOrderFragment': OrderColumns_PurchaseOrderFragment;'SendForApprovalDialog_PurchaseOrderFragment': SendForApprovalDialog_PurchaseOrderFragment } }
) & { ' $fragmentName'?: 'PurchaseOrderList_PurchaseOrderFragment' };

export type PurchaseOrderList_OrdersQueryVariables = Exact<{
  page: number;
  size: number;
  filter?: PurchaseOrderFilter | null | undefined;
  sort?: PurchaseOrderSort | null | undefined;
}>;


export type PurchaseOrderList_OrdersQuery = { purchaseOrders: { totalCount: number, items: Array<{ ' $fragmentRefs'?: { 'PurchaseOrderList_PurchaseOrderFragment': PurchaseOrderList_PurchaseOrderFragment } }> } };

export type ReceivedOrderActions_ReceivedPurchaseOrderFragment = { id: number, status: PurchaseOrderStatus, poNumber: string, amount: string, currency: string, isAcceptAllowed: boolean, isRejectAllowed: boolean, isInvoiceCreateAllowed: boolean, customer: { id: number, name: string } } & { ' $fragmentName'?: 'ReceivedOrderActions_ReceivedPurchaseOrderFragment' };

export type ReceivedOrderActions_AcceptMutationVariables = Exact<{
  id: number;
  fromStatus?: PurchaseOrderStatus | null | undefined;
  idempotencyKey: string;
}>;


export type ReceivedOrderActions_AcceptMutation = { acceptReceivedPurchaseOrder: (
    { rejectRemarks: string | null, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null }
    & { ' $fragmentRefs'?: { 'ReceivedOrderActions_ReceivedPurchaseOrderFragment': ReceivedOrderActions_ReceivedPurchaseOrderFragment } }
  ) };

export type ReceivedOrderActions_RejectMutationVariables = Exact<{
  id: number;
  fromStatus?: PurchaseOrderStatus | null | undefined;
  idempotencyKey: string;
  remarks: string;
}>;


export type ReceivedOrderActions_RejectMutation = { rejectReceivedPurchaseOrder: (
    { rejectRemarks: string | null }
    & { ' $fragmentRefs'?: { 'ReceivedOrderActions_ReceivedPurchaseOrderFragment': ReceivedOrderActions_ReceivedPurchaseOrderFragment } }
  ) };

export type ReceivedOrderList_OrdersQueryVariables = Exact<{
  page: number;
  size: number;
  filter?: ReceivedPurchaseOrderFilter | null | undefined;
  sort?: ReceivedPurchaseOrderSort | null | undefined;
}>;


export type ReceivedOrderList_OrdersQuery = { receivedPurchaseOrders: { totalCount: number, items: Array<(
      { id: number, isInvoiceCreateAllowed: boolean }
      & { ' $fragmentRefs'?: { 'OrderColumns_ReceivedPurchaseOrderFragment': OrderColumns_ReceivedPurchaseOrderFragment;'ReceivedOrderActions_ReceivedPurchaseOrderFragment': ReceivedOrderActions_ReceivedPurchaseOrderFragment } }
    )> } };

export type SendForApprovalDialog_PurchaseOrderFragment = { id: number, poNumber: string, status: PurchaseOrderStatus, approverUserId: number | null, authorUserId: number | null, vendor: { id: number, name: string } } & { ' $fragmentName'?: 'SendForApprovalDialog_PurchaseOrderFragment' };

export type SendForApprovalDialog_ApproversQueryVariables = Exact<{ [key: string]: never; }>;


export type SendForApprovalDialog_ApproversQuery = { approvers: Array<{ id: number, userName: string, firstName: string | null, lastName: string | null, role: string }>, posoSettings: { separationOfDuties: boolean } };

export type SendForApprovalDialog_SendMutationVariables = Exact<{
  id: number;
  approverUserId: number;
  fromStatus?: PurchaseOrderStatus | null | undefined;
  idempotencyKey: string;
}>;


export type SendForApprovalDialog_SendMutation = { sendPurchaseOrderForApproval: { id: number, status: PurchaseOrderStatus, approverUserId: number | null, isEditAllowed: boolean, isSendAllowed: boolean } };

export type ViewPurchaseOrder_OrderQueryVariables = Exact<{
  id: number;
}>;


export type ViewPurchaseOrder_OrderQuery = { purchaseOrder: (
    { id: number, poNumber: string, status: PurchaseOrderStatus, isEditAllowed: boolean, isSendAllowed: boolean, isAcceptAllowed: boolean, isRejectAllowed: boolean, currency: string, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string, amount: string | null, mine: boolean } | null }
    & { ' $fragmentRefs'?: { 'PurchaseOrderDocument_PurchaseOrderFragment': PurchaseOrderDocument_PurchaseOrderFragment;'SendForApprovalDialog_PurchaseOrderFragment': SendForApprovalDialog_PurchaseOrderFragment } }
  ) };

export type ViewPurchaseOrder_InvoicesQueryVariables = Exact<{
  purchaseOrderId: number;
  page: number;
  size: number;
  sort?: PurchaseInvoiceSort | null | undefined;
}>;


export type ViewPurchaseOrder_InvoicesQuery = { purchaseInvoices: { totalCount: number, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'InvoiceColumns_PurchaseInvoiceFragment': InvoiceColumns_PurchaseInvoiceFragment } }
    )> } };

export type ViewReceivedOrder_OrderQueryVariables = Exact<{
  id: number;
}>;


export type ViewReceivedOrder_OrderQuery = { receivedPurchaseOrder: (
    { id: number, poNumber: string, status: PurchaseOrderStatus, customer: { id: number, name: string }, heldAction: { id: number, kind: HeldActionKind, state: HeldActionState, dueAt: string } | null }
    & { ' $fragmentRefs'?: { 'PurchaseOrderDocument_ReceivedPurchaseOrderFragment': PurchaseOrderDocument_ReceivedPurchaseOrderFragment;'ReceivedOrderActions_ReceivedPurchaseOrderFragment': ReceivedOrderActions_ReceivedPurchaseOrderFragment } }
  ) };

export type ViewReceivedOrder_InvoicesQueryVariables = Exact<{
  receivedPurchaseOrderId: number;
  page: number;
  size: number;
  sort?: SalesInvoiceSort | null | undefined;
}>;


export type ViewReceivedOrder_InvoicesQuery = { salesInvoices: { totalCount: number, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'InvoiceColumns_SalesInvoiceFragment': InvoiceColumns_SalesInvoiceFragment;'SalesInvoiceActions_SalesInvoiceFragment': SalesInvoiceActions_SalesInvoiceFragment } }
    )> } };

export type OrderColumns_PurchaseOrderFragment = { id: number, poNumber: string, poDate: string, amount: string, currency: string, exchangeRate: string, status: PurchaseOrderStatus, vendor: { id: number, name: string } } & { ' $fragmentName'?: 'OrderColumns_PurchaseOrderFragment' };

export type OrderColumns_ReceivedPurchaseOrderFragment = { id: number, poNumber: string, poDate: string, amount: string, currency: string, exchangeRate: string, status: PurchaseOrderStatus, customer: { id: number, name: string } } & { ' $fragmentName'?: 'OrderColumns_ReceivedPurchaseOrderFragment' };

export type PurchaseOrderForm_OptionsQueryVariables = Exact<{
  companyId: number;
}>;


export type PurchaseOrderForm_OptionsQuery = { baseCurrency: string, currencies: Array<{ code: string, name: string }>, companyConnections: Array<{ connectionId: number, company: { id: number, name: string, baseCurrency: string | null } }> };

export type DutiesSetting_SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DutiesSetting_SettingsQuery = { posoSettings: { separationOfDuties: boolean, updatedAt: string | null } };

export type DutiesSetting_UpdateMutationVariables = Exact<{
  separationOfDuties: boolean;
}>;


export type DutiesSetting_UpdateMutation = { updatePosoSettings: { separationOfDuties: boolean, updatedAt: string | null } };

export type AttachmentList_AttachmentFragment = { attachmentId: number, fileName: string, contentType: string, sizeBytes: string, downloadPath: string } & { ' $fragmentName'?: 'AttachmentList_AttachmentFragment' };

export type DocumentFilters_VendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentFilters_VendorsQuery = { companyConnections: Array<{ connectionId: number, company: { id: number, name: string } }> };

export type ItemsTable_PoItemFragment = { itemId: number | null, materialDescription: string, ratePerUnit: string, quantity: string, tax: string, lineTotal: string } & { ' $fragmentName'?: 'ItemsTable_PoItemFragment' };

export type ItemsTable_InvoiceItemFragment = { itemId: number | null, materialDescription: string, ratePerUnit: string, quantity: string, tax: string, lineTotal: string } & { ' $fragmentName'?: 'ItemsTable_InvoiceItemFragment' };

export type ItemsTable_AdditionalChargeFragment = { chargeId: number | null, masterId: number, name: string, amount: string } & { ' $fragmentName'?: 'ItemsTable_AdditionalChargeFragment' };

export type PosoConfirmations_SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PosoConfirmations_SettingsQuery = { posoSettings: { undoGraceSeconds: number } };

export type HeldAction_UndoMutationVariables = Exact<{
  id: number;
}>;


export type HeldAction_UndoMutation = { undoHeldAction: { id: number, state: HeldActionState } };

export type HeldAction_StateQueryVariables = Exact<{
  id: number;
}>;


export type HeldAction_StateQuery = { heldAction: { id: number, state: HeldActionState, outcome: string | null } };

export type AccountSettings_UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type AccountSettings_UpdateProfileMutation = { updateProfile: { id: number, userName: string, email: string, firstName: string | null, lastName: string | null, isPlatformAdmin: boolean } };

export type AccountSettings_ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AccountSettings_ChangePasswordMutation = { changePassword: boolean };

export type AccountSettings_SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettings_SessionsQuery = { mySessions: Array<{ id: string, signedInAt: string, lastSeenAt: string, address: string | null, userAgent: string | null, current: boolean }> };

export type AccountSettings_SignOutOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountSettings_SignOutOtherSessionsMutation = { signOutOtherSessions: number };

export type RecoDashboard_DashboardQueryVariables = Exact<{
  kind?: RecoKind | null | undefined;
  projectId?: number | null | undefined;
  periodEndFrom?: string | null | undefined;
  periodEndTo?: string | null | undefined;
}>;


export type RecoDashboard_DashboardQuery = { recoDashboard: { asOf: string, total: number, partyCount: number, unassignedOpen: number, byState: Array<{ state: RecoState, count: number }>, matchedByParty: Array<{ partyId: number, partyName: string, recos: number, matchedPercent: string }>, ageing: Array<{ bucket: RecoAgeBucket, count: number, openedFrom: string | null, openedTo: string }>, unexplainedByMonth: Array<{ month: string, periodEndFrom: string, periodEndTo: string, recos: number, unexplainedAmount: string }>, workload: Array<{ open: number, reconciler: { id: number, userName: string, firstName: string | null, lastName: string | null }, byState: Array<{ state: RecoState, count: number }> }> } };

export type RecoDashboard_ProjectsQueryVariables = Exact<{
  kind?: RecoKind | null | undefined;
}>;


export type RecoDashboard_ProjectsQuery = { recoProjects: { items: Array<{ id: number, name: string }> } };

export type RecoMessages_ListQueryVariables = Exact<{
  recoId: number;
  iterationId?: number | null | undefined;
  entryNo?: number | null | undefined;
}>;


export type RecoMessages_ListQuery = { recoMessages: Array<{ id: number, body: string, createdAt: string, entryNo: number | null, author: { id: number, userName: string } | null }> };

export type RecoMessages_AddedSubscriptionVariables = Exact<{
  recoId: number;
}>;


export type RecoMessages_AddedSubscription = { recoMessageAdded: { id: number, iterationId: number | null, entryNo: number | null } };

export type RecoMessages_SendMutationVariables = Exact<{
  recoId: number;
  body: string;
  iterationId?: number | null | undefined;
  entryNo?: number | null | undefined;
  mentionIds?: Array<number> | number | null | undefined;
}>;


export type RecoMessages_SendMutation = { sendRecoMessage: { id: number } };

export type RecoMessages_PeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type RecoMessages_PeopleQuery = { recoReconcilers: Array<{ id: number, userName: string }>, recoReviewers: Array<{ id: number, userName: string }> };

export type RecoDrillDown_RecoQueryVariables = Exact<{
  id: number;
}>;


export type RecoDrillDown_RecoQuery = { reco: { id: number, kind: RecoKind, partyName: string, currentIterationId: number | null, allowedActions: Array<RecoAction> } };

export type RecoDrillDown_EntryPageFragment = { totalEntries: number | null, nextAfterLine: number | null, items: Array<{ entryNumber: number, lineNumber: number, side: LedgerSide, sheet: string, row: number, documentNumber: string, documentType: string, narration: string, date: string | null, amount: string, status: EntryStatus, category: EntryCategory, remark: string, remark2: string, matchId: string | null, rule: string, reason: string, reasonByRule: boolean, answer: { id: number, answer: EntryAnswerKind | null, remark: string | null, documentName: string | null, documentPath: string | null, answeredByName: string, answeredByCompanyName: string, answeredAt: string } | null, decision: { decisionId: number, kind: DecisionKind, source: DecisionSource, decidedAt: string, decidedBy: { id: number, userName: string, firstName: string | null, lastName: string | null } } | null }> } & { ' $fragmentName'?: 'RecoDrillDown_EntryPageFragment' };

export type RecoDrillDown_EntriesQueryVariables = Exact<{
  iterationId: number;
  status?: EntryStatus | null | undefined;
  category?: EntryCategory | null | undefined;
  remark?: string | null | undefined;
  remark2?: string | null | undefined;
  afterLine?: number | null | undefined;
  size: number;
}>;


export type RecoDrillDown_EntriesQuery = { recoEntries: { ' $fragmentRefs'?: { 'RecoDrillDown_EntryPageFragment': RecoDrillDown_EntryPageFragment } } };

export type RecoDrillDown_SharedQueryVariables = Exact<{
  id: number;
}>;


export type RecoDrillDown_SharedQuery = { sharedReco: { share: { id: number, recoName: string }, summary: { iterationId: number } } };

export type RecoDrillDown_SharedEntriesQueryVariables = Exact<{
  shareId: number;
  status?: EntryStatus | null | undefined;
  category?: EntryCategory | null | undefined;
  remark?: string | null | undefined;
  remark2?: string | null | undefined;
  afterLine?: number | null | undefined;
  size: number;
}>;


export type RecoDrillDown_SharedEntriesQuery = { sharedRecoEntries: { ' $fragmentRefs'?: { 'RecoDrillDown_EntryPageFragment': RecoDrillDown_EntryPageFragment } } };

export type RecoDrillDown_TagsQueryVariables = Exact<{
  iterationId: number;
}>;


export type RecoDrillDown_TagsQuery = { recoTags: Array<{ id: number, name: string, color: TagColor }>, recoTagMaps: Array<{ id: number, tagId: number, entryNumber: number | null, active: boolean }> };

export type RecoDrillDown_DecideMutationVariables = Exact<{
  iterationId: number;
  kind: DecisionKind;
  entryNumbers: Array<number> | number;
  remarks?: string | null | undefined;
}>;


export type RecoDrillDown_DecideMutation = { decideRecoEntries: { id: number, kind: DecisionKind } };

export type RecoDrillDown_UndoMutationVariables = Exact<{
  decisionId: number;
}>;


export type RecoDrillDown_UndoMutation = { undoRecoDecision: { id: number, undoneAt: string | null } };

export type RecoDrillDown_ChangedSubscriptionVariables = Exact<{
  recoId: number;
}>;


export type RecoDrillDown_ChangedSubscription = { recoChanged: { recoId: number, iterationId: number | null, what: string } };

export type RecoDrillDown_UntagMutationVariables = Exact<{
  id: number;
}>;


export type RecoDrillDown_UntagMutation = { setRecoTagActive: { id: number, active: boolean } };

export type RecoSummaryScreen_IterationQueryVariables = Exact<{
  id: number;
}>;


export type RecoSummaryScreen_IterationQuery = { recoIteration: { id: number, recoId: number, number: number } };

export type RecoSummaryScreen_SummaryQueryVariables = Exact<{
  recoId: number;
  iterationId: number;
}>;


export type RecoSummaryScreen_SummaryQuery = { reco: { id: number, kind: RecoKind, partyName: string, projectName: string, periodFrom: string, periodTo: string, currentIterationId: number | null, allowedActions: Array<RecoAction> }, recoIteration: (
    { id: number, number: number }
    & { ' $fragmentRefs'?: { 'WorkbookRoundTrip_IterationFragment': WorkbookRoundTrip_IterationFragment } }
  ), recoSummary: { ' $fragmentRefs'?: { 'SummaryFigures_SummaryFragment': SummaryFigures_SummaryFragment } } };

export type RecoSummaryScreen_ChangedSubscriptionVariables = Exact<{
  recoId: number;
}>;


export type RecoSummaryScreen_ChangedSubscription = { recoChanged: { recoId: number, iterationId: number | null, what: string } };

export type SummaryFigures_SummaryFragment = { iterationId: number, entryCount: number, matchedPercent: string | null, unexplainedAmount: string | null, lines: Array<{ status: EntryStatus, category: EntryCategory, remark: string, count: number, amount: string, booksCount: number, booksAmount: string, counterpartyCount: number, counterpartyAmount: string }>, bridge: { booksClosing: string, counterpartyClosing: string, residual: string, steps: Array<{ label: string, status: EntryStatus | null, category: EntryCategory | null, remark: string, count: number, amount: string }> } } & { ' $fragmentName'?: 'SummaryFigures_SummaryFragment' };

export type TagDialog_CreateTagMutationVariables = Exact<{
  name: string;
}>;


export type TagDialog_CreateTagMutation = { createRecoTag: { id: number, name: string, color: TagColor } };

export type TagDialog_TagMutationVariables = Exact<{
  tagId: number;
  recoId: number;
  iterationId: number;
  entryNumber: number;
}>;


export type TagDialog_TagMutation = { tagReco: { id: number, active: boolean } };

export type TagDialog_SetActiveMutationVariables = Exact<{
  id: number;
  active: boolean;
}>;


export type TagDialog_SetActiveMutation = { setRecoTagActive: { id: number, active: boolean } };

export type WorkbookRoundTrip_IterationFragment = { id: number, outputFile: { fileName: string, downloadPath: string } | null, modifiedFile: { fileName: string, downloadPath: string, uploadedAt: string } | null } & { ' $fragmentName'?: 'WorkbookRoundTrip_IterationFragment' };

export type SharePanel_StateQueryVariables = Exact<{
  iterationId: number;
  recoId: number;
}>;


export type SharePanel_StateQuery = { recoSharingPossible: { iterationId: number, possible: boolean, reason: RecoSharingRefusal | null, reconcileeCompanyId: number | null, reconcileeCompanyName: string | null }, recoShares: Array<{ id: number, iterationId: number, reconcileeCompanyName: string, sharedAt: string, sharedBy: { id: number, userName: string } | null }> };

export type SharePanel_ShareMutationVariables = Exact<{
  reconcileeCompanyId: number;
  iterationId: number;
}>;


export type SharePanel_ShareMutation = { shareReco: { id: number } };

export type SharedRecosScreen_ListQueryVariables = Exact<{
  page: number;
  size: number;
}>;


export type SharedRecosScreen_ListQuery = { sharedRecos: { totalCount: number, page: number, size: number, items: Array<{ id: number, recoName: string, sharedRecoName: string, sharedByUserName: string, sharedByUserEmail: string, sharedByCompanyName: string, kind: RecoKind, periodFrom: string, periodTo: string, iterationNumber: number, sharedAt: string }> } };

export type SharedSummary_ViewQueryVariables = Exact<{
  id: number;
}>;


export type SharedSummary_ViewQuery = { sharedReco: { share: { id: number, recoName: string, sharedByCompanyName: string, sharedByUserName: string, periodFrom: string, periodTo: string, iterationNumber: number }, summary: { ' $fragmentRefs'?: { 'SummaryFigures_SummaryFragment': SummaryFigures_SummaryFragment } } } };

export type EntryAnswer_AnswerMutationVariables = Exact<{
  shareId: number;
  entryNumber: number;
  answer: EntryAnswerKind;
  remark?: string | null | undefined;
}>;


export type EntryAnswer_AnswerMutation = { answerSharedRecoEntry: { id: number, answer: EntryAnswerKind | null, remark: string | null } };

export type RecoHistory_HistoryQueryVariables = Exact<{
  recoId: number;
}>;


export type RecoHistory_HistoryQuery = { reco: { id: number, kind: RecoKind, state: RecoState, partyName: string, projectName: string, periodFrom: string, periodTo: string, currentIterationId: number | null }, recoHistory: Array<{ id: number, action: string, fromState: RecoState | null, toState: RecoState | null, occurredAt: string, remarks: string | null, iterationId: number | null, iterationNumber: number | null, note: { ' $fragmentRefs'?: { 'HistoryNote_NoteFragment': HistoryNote_NoteFragment } } | null, user: { id: number, userName: string, firstName: string | null, lastName: string | null } | null }>, recoIterations: Array<{ id: number, number: number, createdAt: string, matchedPercent: string | null, unexplainedAmount: string | null, entryCount: number, run: { state: RunState }, booksFile: { id: number, fileName: string } | null, counterpartyFile: { id: number, fileName: string } | null }> };

export type HistoryNote_NoteFragment = { code: HistoryNoteCode, rule: string, trigger: RuleTrigger | null, books: RunNeed | null, counterparty: RunNeed | null, conflicts: Array<{ code: MappingConflictCode, header: string | null, otherHeader: string | null, headers: Array<string>, field: LedgerField | null }>, guesses: Array<{ field: LedgerField, letter: string, reason: { code: ColumnReasonCode, header: string | null, otherHeader: string | null, field: LedgerField | null, percent: number | null, values: ColumnContent | null, knownAs: KnownUnreadColumn | null } }> } & { ' $fragmentName'?: 'HistoryNote_NoteFragment' };

export type RecoHome_HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type RecoHome_HomeQuery = { recoHome: { waitingForMyReview: number, failedRuns: number, openRecos: number, unexplainedTotal: string, assignedToMe: Array<{ state: RecoState, count: number }>, recentlyChanged: Array<(
      { id: number, updatedAt: string }
      & { ' $fragmentRefs'?: { 'RecoColumns_RecoFragment': RecoColumns_RecoFragment } }
    )> } };

export type CarryPanel_ReportQueryVariables = Exact<{
  iterationId: number;
}>;


export type CarryPanel_ReportQuery = { recoCarryReport: { fromIterationId: number | null, carried: number, notCarried: Array<{ decision: { id: number, kind: DecisionKind, decidedAt: string, decidedBy: { id: number, userName: string, firstName: string | null, lastName: string | null } }, missingBooks: Array<{ sheet: string, row: number, documentNumber: string, amount: string }>, missingCounterparty: Array<{ sheet: string, row: number, documentNumber: string, amount: string }> }> } };

export type IterationPage_IterationQueryVariables = Exact<{
  id: number;
}>;


export type IterationPage_IterationQuery = { recoIteration: { id: number, number: number, recoId: number, createdAt: string, entryCount: number, matchedPercent: string | null, unexplainedAmount: string | null, uploadPath: string, latestOutputPath: string, run: { state: RunState, phase: RunPhase | null, percent: number, error: string | null, attempts: number, errorReason: { code: RunErrorCode, side: LedgerSide | null, reason: { code: FileReadErrorCode, sheet: string | null, row: number | null, column: string | null, text: string | null, field: string | null, limit: number | null, size: number | null } | null } | null }, booksFile: (
      { id: number }
      & { ' $fragmentRefs'?: { 'LedgerFileCard_FileFragment': LedgerFileCard_FileFragment } }
    ) | null, counterpartyFile: (
      { id: number }
      & { ' $fragmentRefs'?: { 'LedgerFileCard_FileFragment': LedgerFileCard_FileFragment } }
    ) | null, booksMapping: { ' $fragmentRefs'?: { 'MappingEditor_MappingFragment': MappingEditor_MappingFragment } } | null, counterpartyMapping: { ' $fragmentRefs'?: { 'MappingEditor_MappingFragment': MappingEditor_MappingFragment } } | null } };

export type IterationPage_RecoQueryVariables = Exact<{
  id: number;
}>;


export type IterationPage_RecoQuery = { reco: { id: number, kind: RecoKind, state: RecoState, partyName: string, projectName: string, projectId: number, periodFrom: string, periodTo: string, allowedActions: Array<RecoAction>, currentIterationId: number | null, iterationNumber: number, assignee: { id: number, userName: string, firstName: string | null, lastName: string | null } | null, reviewer: { id: number, userName: string, firstName: string | null, lastName: string | null } | null, tags: Array<{ id: number, name: string, color: string }> } };

export type IterationPage_ChangedSubscriptionVariables = Exact<{
  recoId: number;
}>;


export type IterationPage_ChangedSubscription = { recoChanged: { recoId: number, iterationId: number | null, what: string } };

export type LedgerFileCard_FileFragment = { id: number, fileName: string, sizeBytes: number, sha256: string, uploadedAt: string, downloadPath: string } & { ' $fragmentName'?: 'LedgerFileCard_FileFragment' };

export type MappingEditor_ConflictFragment = { code: MappingConflictCode, header: string | null, otherHeader: string | null, headers: Array<string>, field: LedgerField | null } & { ' $fragmentName'?: 'MappingEditor_ConflictFragment' };

export type MappingEditor_MappingFragment = { side: LedgerSide, sheet: string, headerRow: number, amountModel: string, confirmed: boolean, needsConfirmation: boolean, remembered: boolean, entryCount: number, closingBalance: string | null, sheets: Array<{ name: string, read: boolean, reason: SheetReasonCode, comparedWith: string | null }>, warnings: Array<{ code: ReadWarningCode, sheet: string | null, count: number | null, text: string | null }>, conflicts: Array<{ ' $fragmentRefs'?: { 'MappingEditor_ConflictFragment': MappingEditor_ConflictFragment } }>, columns: Array<{ column: number, letter: string, header: string, field: LedgerField | null, confidence: MappingConfidence, source: MappingSource, reason: { code: ColumnReasonCode, header: string | null, otherHeader: string | null, field: LedgerField | null, percent: number | null, values: ColumnContent | null, knownAs: KnownUnreadColumn | null }, conflicts: Array<{ ' $fragmentRefs'?: { 'MappingEditor_ConflictFragment': MappingEditor_ConflictFragment } }> }>, sample: Array<{ row: number, date: string | null, documentNumber: string, documentType: string, narration: string, amount: string }> } & { ' $fragmentName'?: 'MappingEditor_MappingFragment' };

export type MappingEditor_ConfirmMutationVariables = Exact<{
  iterationId: number;
  input: MappingChoiceInput;
}>;


export type MappingEditor_ConfirmMutation = { confirmRecoMapping: { id: number, booksMapping: { ' $fragmentRefs'?: { 'MappingEditor_MappingFragment': MappingEditor_MappingFragment } } | null, counterpartyMapping: { ' $fragmentRefs'?: { 'MappingEditor_MappingFragment': MappingEditor_MappingFragment } } | null } };

export type RecoActions_SubmitMutationVariables = Exact<{
  recoId: number;
  fromState?: RecoState | null | undefined;
}>;


export type RecoActions_SubmitMutation = { submitReco: { id: number, state: RecoState, allowedActions: Array<RecoAction>, currentIterationId: number | null } };

export type RecoActions_AcceptMutationVariables = Exact<{
  recoId: number;
  fromState?: RecoState | null | undefined;
  remarks?: string | null | undefined;
}>;


export type RecoActions_AcceptMutation = { acceptReco: { id: number, state: RecoState, allowedActions: Array<RecoAction>, currentIterationId: number | null } };

export type RecoActions_RejectMutationVariables = Exact<{
  recoId: number;
  fromState?: RecoState | null | undefined;
  remarks: string;
}>;


export type RecoActions_RejectMutation = { rejectReco: { id: number, state: RecoState, allowedActions: Array<RecoAction>, currentIterationId: number | null } };

export type RecoActions_InactiveMutationVariables = Exact<{
  recoId: number;
  fromState?: RecoState | null | undefined;
  remarks?: string | null | undefined;
}>;


export type RecoActions_InactiveMutation = { makeRecoInactive: { id: number, state: RecoState, allowedActions: Array<RecoAction>, currentIterationId: number | null } };

export type RecoActions_RestartMutationVariables = Exact<{
  recoId: number;
  fromState?: RecoState | null | undefined;
  keepBooks: boolean;
  keepCounterparty: boolean;
  remarks?: string | null | undefined;
}>;


export type RecoActions_RestartMutation = { restartReco: { id: number, state: RecoState, allowedActions: Array<RecoAction>, currentIterationId: number | null } };

export type RecoActions_AssigneeMutationVariables = Exact<{
  recoId: number;
  fromState?: RecoState | null | undefined;
  userId: number;
}>;


export type RecoActions_AssigneeMutation = { changeRecoAssignee: { id: number, state: RecoState, allowedActions: Array<RecoAction>, assignee: { id: number, userName: string, firstName: string | null, lastName: string | null } | null } };

export type RecoActions_ReviewerMutationVariables = Exact<{
  recoId: number;
  fromState?: RecoState | null | undefined;
  userId: number;
}>;


export type RecoActions_ReviewerMutation = { changeRecoReviewer: { id: number, state: RecoState, allowedActions: Array<RecoAction>, reviewer: { id: number, userName: string, firstName: string | null, lastName: string | null } | null } };

export type RecoActions_PeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type RecoActions_PeopleQuery = { recoReconcilers: Array<{ id: number, userName: string, firstName: string | null, lastName: string | null }>, recoReviewers: Array<{ id: number, userName: string, firstName: string | null, lastName: string | null }> };

export type RunPanel_ProgressSubscriptionVariables = Exact<{
  iterationId: number;
}>;


export type RunPanel_ProgressSubscription = { recoRunProgress: { iterationId: number, percent: number, phase: RunPhase | null } };

export type RunPanel_StartMutationVariables = Exact<{
  recoId: number;
  fromState?: RecoState | null | undefined;
}>;


export type RunPanel_StartMutation = { startReco: { id: number, state: RecoState, allowedActions: Array<RecoAction> } };

export type TagRecoDialog_TagsQueryVariables = Exact<{ [key: string]: never; }>;


export type TagRecoDialog_TagsQuery = { recoTags: Array<{ id: number, name: string }> };

export type TagRecoDialog_CreateMutationVariables = Exact<{
  name: string;
}>;


export type TagRecoDialog_CreateMutation = { createRecoTag: { id: number } };

export type TagRecoDialog_TagMutationVariables = Exact<{
  recoId: number;
  tagId: number;
}>;


export type TagRecoDialog_TagMutation = { tagReco: { id: number, active: boolean } };

export type ProjectList_ProjectsQueryVariables = Exact<{
  page: number;
  size: number;
  kind?: RecoKind | null | undefined;
}>;


export type ProjectList_ProjectsQuery = { recoProjects: { totalCount: number, items: Array<{ id: number, name: string, kind: RecoKind, periodFrom: string, periodTo: string, recoCount: number, reconcilers: Array<{ id: number, userName: string, firstName: string | null, lastName: string | null }>, reviewers: Array<{ id: number, userName: string, firstName: string | null, lastName: string | null }> }> } };

export type ProjectList_PeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectList_PeopleQuery = { recoReconcilers: Array<{ id: number, userName: string, firstName: string | null, lastName: string | null }>, recoReviewers: Array<{ id: number, userName: string, firstName: string | null, lastName: string | null }> };

export type ProjectList_CreateMutationVariables = Exact<{
  input: CreateRecoProjectInput;
}>;


export type ProjectList_CreateMutation = { createRecoProject: { id: number } };

export type ProjectPage_ProjectQueryVariables = Exact<{
  id: number;
}>;


export type ProjectPage_ProjectQuery = { recoProject: { id: number, name: string, kind: RecoKind, periodFrom: string, periodTo: string, recoCount: number, reconcilers: Array<{ id: number }>, reviewers: Array<{ id: number }> } };

export type ProjectPage_RecosQueryVariables = Exact<{
  page: number;
  size: number;
  sort?: RecoSort | null | undefined;
  filter?: RecoFilter | null | undefined;
}>;


export type ProjectPage_RecosQuery = { recos: { totalCount: number, items: Array<(
      { id: number }
      & { ' $fragmentRefs'?: { 'RecoColumns_RecoFragment': RecoColumns_RecoFragment } }
    )> } };

export type ProjectPage_MembersMutationVariables = Exact<{
  id: number;
  reconcilerIds: Array<number> | number;
  reviewerIds: Array<number> | number;
}>;


export type ProjectPage_MembersMutation = { setRecoProjectMembers: { id: number, reconcilers: Array<{ id: number }>, reviewers: Array<{ id: number }> } };

export type NewRecoDialog_OptionsQueryVariables = Exact<{
  kind?: RecoKind | null | undefined;
}>;


export type NewRecoDialog_OptionsQuery = { recoProjects: { items: Array<{ id: number, name: string, periodFrom: string, periodTo: string }> }, recoParties: { items: Array<{ id: number, name: string, gstin: string | null }> }, recoReconcilers: Array<{ id: number, userName: string, firstName: string | null, lastName: string | null }>, recoReviewers: Array<{ id: number, userName: string, firstName: string | null, lastName: string | null }>, companyConnections: Array<{ company: { id: number, name: string } }> };

export type NewRecoDialog_CreatePartyMutationVariables = Exact<{
  input: CreateRecoPartyInput;
}>;


export type NewRecoDialog_CreatePartyMutation = { createRecoParty: { id: number, name: string } };

export type NewRecoDialog_CreateRecoMutationVariables = Exact<{
  input: CreateRecoInput;
}>;


export type NewRecoDialog_CreateRecoMutation = { createReco: { id: number, currentIterationId: number | null } };

export type RecoList_RecosQueryVariables = Exact<{
  page: number;
  size: number;
  sort?: RecoSort | null | undefined;
  filter?: RecoFilter | null | undefined;
}>;


export type RecoList_RecosQuery = { recos: { totalCount: number, items: Array<(
      { id: number, partyName: string }
      & { ' $fragmentRefs'?: { 'RecoColumns_RecoFragment': RecoColumns_RecoFragment } }
    )> } };

export type RecoList_FilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecoList_FilterOptionsQuery = { recoReconcilers: Array<{ id: number, userName: string, firstName: string | null, lastName: string | null }>, recoTags: Array<{ id: number, name: string }> };

export type RecoColumns_RecoFragment = { id: number, kind: RecoKind, partyName: string, projectName: string, periodFrom: string, periodTo: string, state: RecoState, lastRunAt: string | null, matchedPercent: string | null, unexplainedAmount: string | null, currentIterationId: number | null, assignee: { id: number, userName: string, firstName: string | null, lastName: string | null } | null, reviewer: { id: number, userName: string, firstName: string | null, lastName: string | null } | null, tags: Array<{ id: number, name: string, color: string }> } & { ' $fragmentName'?: 'RecoColumns_RecoFragment' };

export type RulesPage_RulesQueryVariables = Exact<{ [key: string]: never; }>;


export type RulesPage_RulesQuery = { recoMatchingRules: { tolerance: string, dateWindowDays: number, sets: Array<{ kind: RuleSetKind, rules: Array<{ id: string, status: EntryStatus, remark: string, description: string }> }> } };

export type TagPage_TagQueryVariables = Exact<{
  recoId: number;
  tagId: number;
}>;


export type TagPage_TagQuery = { reco: { id: number, kind: RecoKind, state: RecoState, partyName: string, projectName: string, periodFrom: string, periodTo: string, currentIterationId: number | null, allowedActions: Array<RecoAction> }, recoTags: Array<{ id: number, name: string, color: TagColor }>, recoTagMaps: Array<{ id: number, active: boolean, createdAt: string, entryNumber: number | null, iterationId: number | null }>, recoIterations: Array<{ id: number, number: number }> };

export type TagPage_SetActiveMutationVariables = Exact<{
  id: number;
  active: boolean;
}>;


export type TagPage_SetActiveMutation = { setRecoTagActive: { id: number, active: boolean } };

export type Login_LoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type Login_LoginMutation = { login: { accessToken: string, expiresAt: string, user: { id: number, userName: string, email: string, firstName: string | null, lastName: string | null, isPlatformAdmin: boolean } } };

export type Session_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Session_MeQuery = { me: { id: number, userName: string, email: string, firstName: string | null, lastName: string | null, isPlatformAdmin: boolean } };

export type Session_ChooseCompanyMutationVariables = Exact<{
  companyId: number;
}>;


export type Session_ChooseCompanyMutation = { chooseCompany: { accessToken: string, expiresAt: string, permissions: Array<string>, schemaName: string, database: string, company: { id: number, name: string, country: string | null, baseCurrency: string | null } } };

export type Session_LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type Session_LogoutMutation = { logout: boolean };

export type RecoLinks_ListQueryVariables = Exact<{
  recoId: number;
}>;


export type RecoLinks_ListQuery = { recoLinks: Array<{ id: number, iterationId: number, purpose: RecoLinkPurpose, createdAt: string, expiresAt: string, lastUsedAt: string | null, createdBy: { id: number, userName: string } | null }> };

export type RecoLinks_GenerateMutationVariables = Exact<{
  iterationId: number;
  expiresInDays: number;
}>;


export type RecoLinks_GenerateMutation = { generateRecoLink: { token: string, link: { id: number, iterationId: number } } };

export type RecoLinks_RevokeMutationVariables = Exact<{
  id: number;
}>;


export type RecoLinks_RevokeMutation = { revokeRecoLink: { id: number, revokedAt: string | null } };

export const RuleEditor_RuleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleEditor_Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnCreation"}},{"kind":"Field","name":{"kind":"Name","value":"firstReminderDays"}},{"kind":"Field","name":{"kind":"Name","value":"repeatEveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxReminders"}},{"kind":"Field","name":{"kind":"Name","value":"escalateAfter"}},{"kind":"Field","name":{"kind":"Name","value":"escalationEmail"}},{"kind":"Field","name":{"kind":"Name","value":"quietWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"quietDates"}},{"kind":"Field","name":{"kind":"Name","value":"startRunOnUpload"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RuleEditor_RuleFragment, unknown>;
export const SenderSettings_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderSettings_Settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationSender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"smtpHost"}},{"kind":"Field","name":{"kind":"Name","value":"smtpPort"}},{"kind":"Field","name":{"kind":"Name","value":"security"}},{"kind":"Field","name":{"kind":"Name","value":"smtpUser"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"fromName"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SenderSettings_SettingsFragment, unknown>;
export const TemplateEditor_TemplateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateEditor_Template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"attachResult"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TemplateEditor_TemplateFragment, unknown>;
export const AdvanceDialog_PurchaseOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvanceDialog_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<AdvanceDialog_PurchaseOrderFragment, unknown>;
export const AdvanceColumns_AdvancePaidFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvanceColumns_AdvancePaid"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvancePaid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceTotal"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AdvanceColumns_AdvancePaidFragment, unknown>;
export const AdvanceColumns_AdvanceReceivedFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvanceColumns_AdvanceReceived"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvanceReceived"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceTotal"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdvanceColumns_AdvanceReceivedFragment, unknown>;
export const ItemsTable_InvoiceItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_InvoiceItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}}]} as unknown as DocumentNode<ItemsTable_InvoiceItemFragment, unknown>;
export const ItemsTable_AdditionalChargeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_AdditionalCharge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdditionalCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeId"}},{"kind":"Field","name":{"kind":"Name","value":"masterId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode<ItemsTable_AdditionalChargeFragment, unknown>;
export const AttachmentList_AttachmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<AttachmentList_AttachmentFragment, unknown>;
export const InvoiceDocument_SalesInvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDocument_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_InvoiceItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_AdditionalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentList_Attachment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_InvoiceItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_AdditionalCharge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdditionalCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeId"}},{"kind":"Field","name":{"kind":"Name","value":"masterId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<InvoiceDocument_SalesInvoiceFragment, unknown>;
export const InvoiceDocument_PurchaseInvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDocument_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_InvoiceItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_AdditionalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentList_Attachment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_InvoiceItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_AdditionalCharge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdditionalCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeId"}},{"kind":"Field","name":{"kind":"Name","value":"masterId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<InvoiceDocument_PurchaseInvoiceFragment, unknown>;
export const InvoiceColumns_PurchaseInvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InvoiceColumns_PurchaseInvoiceFragment, unknown>;
export const PayInvoiceDialog_PurchaseInvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<PayInvoiceDialog_PurchaseInvoiceFragment, unknown>;
export const PurchaseInvoiceScreen_PurchaseInvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceScreen_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentAllowed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<PurchaseInvoiceScreen_PurchaseInvoiceFragment, unknown>;
export const SalesInvoiceActions_SalesInvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesInvoiceActions_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isSendAllowed"}}]}}]} as unknown as DocumentNode<SalesInvoiceActions_SalesInvoiceFragment, unknown>;
export const InvoiceColumns_SalesInvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InvoiceColumns_SalesInvoiceFragment, unknown>;
export const InvoicePayments_PaymentMadeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoicePayments_PaymentMade"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<InvoicePayments_PaymentMadeFragment, unknown>;
export const PaymentsReceivedDialog_PaymentReceivedFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsReceivedDialog_PaymentReceived"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceived"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmAllowed"}}]}}]} as unknown as DocumentNode<PaymentsReceivedDialog_PaymentReceivedFragment, unknown>;
export const PaymentColumns_PaymentMadeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentColumns_PaymentMade"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<PaymentColumns_PaymentMadeFragment, unknown>;
export const PaymentColumns_PaymentReceivedFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentColumns_PaymentReceived"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceived"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PaymentColumns_PaymentReceivedFragment, unknown>;
export const ItemsTable_PoItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_PoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PoItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}}]} as unknown as DocumentNode<ItemsTable_PoItemFragment, unknown>;
export const PurchaseOrderDocument_PurchaseOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDocument_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_PoItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentList_Attachment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_PoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PoItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<PurchaseOrderDocument_PurchaseOrderFragment, unknown>;
export const PurchaseOrderDocument_ReceivedPurchaseOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDocument_ReceivedPurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_PoItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentList_Attachment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_PoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PoItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<PurchaseOrderDocument_ReceivedPurchaseOrderFragment, unknown>;
export const OrderColumns_PurchaseOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderColumns_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderColumns_PurchaseOrderFragment, unknown>;
export const SendForApprovalDialog_PurchaseOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SendForApprovalDialog_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverUserId"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SendForApprovalDialog_PurchaseOrderFragment, unknown>;
export const PurchaseOrderList_PurchaseOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderList_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isSendAllowed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderColumns_PurchaseOrder"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SendForApprovalDialog_PurchaseOrder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderColumns_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SendForApprovalDialog_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverUserId"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PurchaseOrderList_PurchaseOrderFragment, unknown>;
export const ReceivedOrderActions_ReceivedPurchaseOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceivedOrderActions_ReceivedPurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isInvoiceCreateAllowed"}}]}}]} as unknown as DocumentNode<ReceivedOrderActions_ReceivedPurchaseOrderFragment, unknown>;
export const OrderColumns_ReceivedPurchaseOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderColumns_ReceivedPurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderColumns_ReceivedPurchaseOrderFragment, unknown>;
export const RecoDrillDown_EntryPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecoDrillDown_EntryPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoEntryPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"nextAfterLine"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lineNumber"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"narration"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"remark2"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonByRule"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByName"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decisionId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecoDrillDown_EntryPageFragment, unknown>;
export const SummaryFigures_SummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryFigures_Summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"booksCount"}},{"kind":"Field","name":{"kind":"Name","value":"booksAmount"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyCount"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bridge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booksClosing"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyClosing"}},{"kind":"Field","name":{"kind":"Name","value":"residual"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<SummaryFigures_SummaryFragment, unknown>;
export const WorkbookRoundTrip_IterationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkbookRoundTrip_Iteration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoIteration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outputFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifiedFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]} as unknown as DocumentNode<WorkbookRoundTrip_IterationFragment, unknown>;
export const HistoryNote_NoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryNote_Note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"books"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"knownAs"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryNote_NoteFragment, unknown>;
export const LedgerFileCard_FileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerFileCard_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<LedgerFileCard_FileFragment, unknown>;
export const MappingEditor_ConflictFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappingEditor_Conflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappingConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<MappingEditor_ConflictFragment, unknown>;
export const MappingEditor_MappingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappingEditor_Mapping"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"headerRow"}},{"kind":"Field","name":{"kind":"Name","value":"amountModel"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"needsConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"remembered"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"comparedWith"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingEditor_Conflict"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"knownAs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingEditor_Conflict"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"narration"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappingEditor_Conflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappingConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<MappingEditor_MappingFragment, unknown>;
export const RecoColumns_RecoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecoColumns_Reco"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<RecoColumns_RecoFragment, unknown>;
export const BulkMail_TemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BulkMail_Templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<BulkMail_TemplatesQuery, BulkMail_TemplatesQueryVariables>;
export const BulkMail_PreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BulkMail_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailLanguage"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCommunicationTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<BulkMail_PreviewQuery, BulkMail_PreviewQueryVariables>;
export const BulkMail_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkMail_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBulkMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchKey"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoId"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<BulkMail_SendMutation, BulkMail_SendMutationVariables>;
export const BulkMail_ProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BulkMail_Progress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchKey"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoId"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<BulkMail_ProgressQuery, BulkMail_ProgressQueryVariables>;
export const FollowUps_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowUps_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUpStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputed"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"bounced"}},{"kind":"Field","name":{"kind":"Name","value":"opened"}},{"kind":"Field","name":{"kind":"Name","value":"reminded"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"recoId"}},{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminders"}},{"kind":"Field","name":{"kind":"Name","value":"lastRemindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disputedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disputeRemark"}},{"kind":"Field","name":{"kind":"Name","value":"bouncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bounceReason"}},{"kind":"Field","name":{"kind":"Name","value":"runWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"runWaitingNote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryNote_Note"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryNote_Note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"books"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"knownAs"}}]}}]}}]}}]} as unknown as DocumentNode<FollowUps_ListQuery, FollowUps_ListQueryVariables>;
export const MailLog_CommunicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailLog_Communications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MailStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recoId"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cc"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tries"}},{"kind":"Field","name":{"kind":"Name","value":"smtpResponse"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<MailLog_CommunicationsQuery, MailLog_CommunicationsQueryVariables>;
export const Rules_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Rules_List"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleEditor_Rule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"communicationTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleEditor_Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnCreation"}},{"kind":"Field","name":{"kind":"Name","value":"firstReminderDays"}},{"kind":"Field","name":{"kind":"Name","value":"repeatEveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxReminders"}},{"kind":"Field","name":{"kind":"Name","value":"escalateAfter"}},{"kind":"Field","name":{"kind":"Name","value":"escalationEmail"}},{"kind":"Field","name":{"kind":"Name","value":"quietWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"quietDates"}},{"kind":"Field","name":{"kind":"Name","value":"startRunOnUpload"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<Rules_ListQuery, Rules_ListQueryVariables>;
export const Rules_ChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Rules_Changes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationRuleChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ruleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<Rules_ChangesQuery, Rules_ChangesQueryVariables>;
export const Rules_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Rules_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCommunicationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleEditor_Rule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleEditor_Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnCreation"}},{"kind":"Field","name":{"kind":"Name","value":"firstReminderDays"}},{"kind":"Field","name":{"kind":"Name","value":"repeatEveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxReminders"}},{"kind":"Field","name":{"kind":"Name","value":"escalateAfter"}},{"kind":"Field","name":{"kind":"Name","value":"escalationEmail"}},{"kind":"Field","name":{"kind":"Name","value":"quietWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"quietDates"}},{"kind":"Field","name":{"kind":"Name","value":"startRunOnUpload"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<Rules_CreateMutation, Rules_CreateMutationVariables>;
export const Rules_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Rules_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommunicationRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleEditor_Rule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleEditor_Rule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"sendOnCreation"}},{"kind":"Field","name":{"kind":"Name","value":"firstReminderDays"}},{"kind":"Field","name":{"kind":"Name","value":"repeatEveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxReminders"}},{"kind":"Field","name":{"kind":"Name","value":"escalateAfter"}},{"kind":"Field","name":{"kind":"Name","value":"escalationEmail"}},{"kind":"Field","name":{"kind":"Name","value":"quietWeekdays"}},{"kind":"Field","name":{"kind":"Name","value":"quietDates"}},{"kind":"Field","name":{"kind":"Name","value":"startRunOnUpload"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<Rules_UpdateMutation, Rules_UpdateMutationVariables>;
export const SenderSettings_SenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SenderSettings_Sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationSender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderSettings_Settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderSettings_Settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationSender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"smtpHost"}},{"kind":"Field","name":{"kind":"Name","value":"smtpPort"}},{"kind":"Field","name":{"kind":"Name","value":"security"}},{"kind":"Field","name":{"kind":"Name","value":"smtpUser"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"fromName"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SenderSettings_SenderQuery, SenderSettings_SenderQueryVariables>;
export const SenderSettings_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SenderSettings_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationSenderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCommunicationSender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SenderSettings_Settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SenderSettings_Settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationSender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"smtpHost"}},{"kind":"Field","name":{"kind":"Name","value":"smtpPort"}},{"kind":"Field","name":{"kind":"Name","value":"security"}},{"kind":"Field","name":{"kind":"Name","value":"smtpUser"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"fromName"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SenderSettings_SaveMutation, SenderSettings_SaveMutationVariables>;
export const SenderSettings_TestMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SenderSettings_TestMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]} as unknown as DocumentNode<SenderSettings_TestMailMutation, SenderSettings_TestMailMutationVariables>;
export const Templates_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Templates_List"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communicationTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateEditor_Template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateEditor_Template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"attachResult"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<Templates_ListQuery, Templates_ListQueryVariables>;
export const Templates_PreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Templates_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailLanguage"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCommunicationTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPlaceholders"}}]}}]}}]} as unknown as DocumentNode<Templates_PreviewQuery, Templates_PreviewQueryVariables>;
export const Templates_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Templates_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCommunicationTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateEditor_Template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateEditor_Template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"attachResult"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<Templates_CreateMutation, Templates_CreateMutationVariables>;
export const Templates_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Templates_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommunicationTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateEditor_Template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateEditor_Template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunicationTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"attachResult"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<Templates_UpdateMutation, Templates_UpdateMutationVariables>;
export const CompanyList_MyCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyList_MyCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<CompanyList_MyCompaniesQuery, CompanyList_MyCompaniesQueryVariables>;
export const CompanyHome_CompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyHome_Company"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toolSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolId"}},{"kind":"Field","name":{"kind":"Name","value":"toolName"}},{"kind":"Field","name":{"kind":"Name","value":"toolPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"isLicensable"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}}]}}]}}]} as unknown as DocumentNode<CompanyHome_CompanyQuery, CompanyHome_CompanyQueryVariables>;
export const CompanyHome_RecentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyHome_Recent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orders"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoices"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payments"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recos"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PO_DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orders"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PO_DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orders"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"INVOICE_DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoices"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"INVOICE_DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoices"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsMade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payments"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payments"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"salesInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"UPDATED"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recos"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyHome_RecentQuery, CompanyHome_RecentQueryVariables>;
export const HeaderSearch_SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderSearch_Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"openId"}}]}}]}}]} as unknown as DocumentNode<HeaderSearch_SearchQuery, HeaderSearch_SearchQueryVariables>;
export const PosoInbox_CountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PosoInbox_Counts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"received"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approvals"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoices"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"finance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payments"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"received"},"name":{"kind":"Name","value":"receivedPurchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"SENT_TO_VENDOR"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"received"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"approvals"},"name":{"kind":"Name","value":"purchaseOrdersAwaitingMyApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approvals"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"invoices"},"name":{"kind":"Name","value":"purchaseInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"SENT"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoices"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"finance"},"name":{"kind":"Name","value":"purchaseInvoicesAwaitingFinanceApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"finance"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"payments"},"name":{"kind":"Name","value":"paymentsReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"CLAIMED"}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payments"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<PosoInbox_CountsQuery, PosoInbox_CountsQueryVariables>;
export const Header_MyCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Header_MyCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Header_MyCompaniesQuery, Header_MyCompaniesQueryVariables>;
export const Header_ToolSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Header_ToolSubscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolId"}},{"kind":"Field","name":{"kind":"Name","value":"toolName"}},{"kind":"Field","name":{"kind":"Name","value":"toolPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"isLicensable"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccess"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscribed"}}]}}]}}]} as unknown as DocumentNode<Header_ToolSubscriptionsQuery, Header_ToolSubscriptionsQueryVariables>;
export const Header_RequestToolSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Header_RequestToolSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestToolSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"toolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<Header_RequestToolSubscriptionMutation, Header_RequestToolSubscriptionMutationVariables>;
export const Notifications_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"subjectName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]}}]} as unknown as DocumentNode<Notifications_ListQuery, Notifications_ListQueryVariables>;
export const Notifications_CountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications_Counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"ALL"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}}]}}]}}]} as unknown as DocumentNode<Notifications_CountsQuery, Notifications_CountsQueryVariables>;
export const Notifications_ReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Notifications_Received"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"subjectName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"detail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<Notifications_ReceivedSubscription, Notifications_ReceivedSubscriptionVariables>;
export const Notifications_MarkSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Notifications_MarkSeen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsSeen"}}]}}]} as unknown as DocumentNode<Notifications_MarkSeenMutation, Notifications_MarkSeenMutationVariables>;
export const Notifications_MarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Notifications_MarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}]}]}}]} as unknown as DocumentNode<Notifications_MarkReadMutation, Notifications_MarkReadMutationVariables>;
export const Notifications_SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications_Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doNotDisturb"}},{"kind":"Field","name":{"kind":"Name","value":"allowNotifications"}}]}}]}}]} as unknown as DocumentNode<Notifications_SettingsQuery, Notifications_SettingsQueryVariables>;
export const Notifications_UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Notifications_UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doNotDisturb"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowNotifications"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"doNotDisturb"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doNotDisturb"}}},{"kind":"Argument","name":{"kind":"Name","value":"allowNotifications"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowNotifications"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doNotDisturb"}},{"kind":"Field","name":{"kind":"Name","value":"allowNotifications"}}]}}]}}]} as unknown as DocumentNode<Notifications_UpdateSettingsMutation, Notifications_UpdateSettingsMutationVariables>;
export const AdvanceDialog_PayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdvanceDialog_Pay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayAdvanceInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAdvance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"advanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"isAdvanceAllowed"}}]}}]}}]}}]} as unknown as DocumentNode<AdvanceDialog_PayMutation, AdvanceDialog_PayMutationVariables>;
export const AdvancesPaid_OpenOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvancesPaid_OpenOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"RAISED"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"isAdvanceAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvanceDialog_PurchaseOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvanceDialog_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<AdvancesPaid_OpenOrdersQuery, AdvancesPaid_OpenOrdersQueryVariables>;
export const AdvancesPaid_AdvancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvancesPaid_Advances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvancePaidSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advancesPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvanceColumns_AdvancePaid"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvanceColumns_AdvancePaid"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvancePaid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceTotal"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AdvancesPaid_AdvancesQuery, AdvancesPaid_AdvancesQueryVariables>;
export const AdvancesReceived_AdvancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvancesReceived_Advances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvanceReceivedFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvanceReceivedSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advancesReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmAllowed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvanceColumns_AdvanceReceived"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvanceColumns_AdvanceReceived"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvanceReceived"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceTotal"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdvancesReceived_AdvancesQuery, AdvancesReceived_AdvancesQueryVariables>;
export const AdvancesReceived_ConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdvancesReceived_Confirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvanceStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmAdvance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdvancesReceived_ConfirmMutation, AdvancesReceived_ConfirmMutationVariables>;
export const DashBoard_ReceivedOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashBoard_ReceivedOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderColumns_ReceivedPurchaseOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderColumns_ReceivedPurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DashBoard_ReceivedOrdersQuery, DashBoard_ReceivedOrdersQueryVariables>;
export const DashBoard_SalesInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashBoard_SalesInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceColumns_SalesInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DashBoard_SalesInvoicesQuery, DashBoard_SalesInvoicesQueryVariables>;
export const DashBoard_PurchaseOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashBoard_PurchaseOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderColumns_PurchaseOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderColumns_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DashBoard_PurchaseOrdersQuery, DashBoard_PurchaseOrdersQueryVariables>;
export const DashBoard_PurchaseInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashBoard_PurchaseInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DashBoard_PurchaseInvoicesQuery, DashBoard_PurchaseInvoicesQueryVariables>;
export const AddInvoice_OrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddInvoice_Order"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isInvoiceCreateAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalChargeMasters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddInvoice_OrderQuery, AddInvoice_OrderQueryVariables>;
export const AddInvoice_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInvoice_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSalesInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSalesInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AddInvoice_CreateMutation, AddInvoice_CreateMutationVariables>;
export const EditInvoice_InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditInvoice_Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalChargeMasters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EditInvoice_InvoiceQuery, EditInvoice_InvoiceQueryVariables>;
export const EditInvoice_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditInvoice_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSalesInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EditInvoice_UpdateMutation, EditInvoice_UpdateMutationVariables>;
export const FinanceApprovals_QueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FinanceApprovals_Queue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoiceSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoicesAwaitingFinanceApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseInvoiceScreen_PurchaseInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceScreen_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentAllowed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"}}]}}]} as unknown as DocumentNode<FinanceApprovals_QueueQuery, FinanceApprovals_QueueQueryVariables>;
export const PurchaseInvoiceList_InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseInvoiceList_Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoiceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoiceSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseInvoiceScreen_PurchaseInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceScreen_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentAllowed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"}}]}}]} as unknown as DocumentNode<PurchaseInvoiceList_InvoicesQuery, PurchaseInvoiceList_InvoicesQueryVariables>;
export const SalesInvoiceActions_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalesInvoiceActions_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSalesInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesInvoiceActions_SalesInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesInvoiceActions_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isSendAllowed"}}]}}]} as unknown as DocumentNode<SalesInvoiceActions_SendMutation, SalesInvoiceActions_SendMutationVariables>;
export const SalesInvoiceList_InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesInvoiceList_Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoiceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoiceSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceColumns_SalesInvoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesInvoiceActions_SalesInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesInvoiceActions_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isSendAllowed"}}]}}]} as unknown as DocumentNode<SalesInvoiceList_InvoicesQuery, SalesInvoiceList_InvoicesQueryVariables>;
export const ViewPurchaseInvoice_InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewPurchaseInvoice_Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByUserId"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceDocument_PurchaseInvoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsMade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"purchaseInvoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoicePayments_PaymentMade"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_InvoiceItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_AdditionalCharge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdditionalCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeId"}},{"kind":"Field","name":{"kind":"Name","value":"masterId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDocument_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_InvoiceItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_AdditionalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentList_Attachment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoicePayments_PaymentMade"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<ViewPurchaseInvoice_InvoiceQuery, ViewPurchaseInvoice_InvoiceQueryVariables>;
export const ViewPurchaseInvoice_AcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ViewPurchaseInvoice_Accept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptPurchaseInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedByUserId"}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]}}]} as unknown as DocumentNode<ViewPurchaseInvoice_AcceptMutation, ViewPurchaseInvoice_AcceptMutationVariables>;
export const ViewPurchaseInvoice_RejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ViewPurchaseInvoice_Reject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectPurchaseInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"remarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentAllowed"}}]}}]}}]} as unknown as DocumentNode<ViewPurchaseInvoice_RejectMutation, ViewPurchaseInvoice_RejectMutationVariables>;
export const ViewSalesInvoice_InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewSalesInvoice_Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceDocument_SalesInvoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesInvoiceActions_SalesInvoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_InvoiceItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_AdditionalCharge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdditionalCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeId"}},{"kind":"Field","name":{"kind":"Name","value":"masterId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDocument_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_InvoiceItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additionalCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_AdditionalCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentList_Attachment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesInvoiceActions_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isSendAllowed"}}]}}]} as unknown as DocumentNode<ViewSalesInvoice_InvoiceQuery, ViewSalesInvoice_InvoiceQueryVariables>;
export const ViewSalesInvoice_PaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewSalesInvoice_Payments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesInvoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"salesInvoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesInvoiceId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentsReceivedDialog_PaymentReceived"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsReceivedDialog_PaymentReceived"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceived"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmAllowed"}}]}}]} as unknown as DocumentNode<ViewSalesInvoice_PaymentsQuery, ViewSalesInvoice_PaymentsQueryVariables>;
export const Collections_OverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Collections_Overview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceivedSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"awaiting"},"name":{"kind":"Name","value":"paymentsReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"CLAIMED"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmAllowed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentColumns_PaymentReceived"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"confirmed"},"name":{"kind":"Name","value":"paymentsReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"CONFIRMED"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"raised"},"name":{"kind":"Name","value":"salesInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"raisedOnly"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"advances"},"name":{"kind":"Name","value":"advancesReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentColumns_PaymentReceived"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceived"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Collections_OverviewQuery, Collections_OverviewQueryVariables>;
export const PayInvoiceDialog_ClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayInvoiceDialog_Claim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimPaymentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentAllowed"}}]}}]}}]}}]} as unknown as DocumentNode<PayInvoiceDialog_ClaimMutation, PayInvoiceDialog_ClaimMutationVariables>;
export const PayableInvoices_InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayableInvoices_Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoiceSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"payableOnly"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseInvoiceScreen_PurchaseInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceScreen_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentAllowed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayInvoiceDialog_PurchaseInvoice"}}]}}]} as unknown as DocumentNode<PayableInvoices_InvoicesQuery, PayableInvoices_InvoicesQueryVariables>;
export const PaymentsReceivedList_PaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsReceivedList_Payments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceivedFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceivedSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmAllowed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentColumns_PaymentReceived"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentColumns_PaymentReceived"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentReceived"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PaymentsReceivedList_PaymentsQuery, PaymentsReceivedList_PaymentsQueryVariables>;
export const PendingPayments_PaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingPayments_Payments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMadeSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsMade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"CLAIMED"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoiceId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentColumns_PaymentMade"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentColumns_PaymentMade"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<PendingPayments_PaymentsQuery, PendingPayments_PaymentsQueryVariables>;
export const ConfirmPayment_ConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayment_Confirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmPayment_ConfirmMutation, ConfirmPayment_ConfirmMutationVariables>;
export const AddPurchaseOrder_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPurchaseOrder_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePurchaseOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddPurchaseOrder_CreateMutation, AddPurchaseOrder_CreateMutationVariables>;
export const ApprovePurchaseOrder_OrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovePurchaseOrder_Order"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDocument_PurchaseOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_PoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PoItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDocument_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_PoItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentList_Attachment"}}]}}]}}]} as unknown as DocumentNode<ApprovePurchaseOrder_OrderQuery, ApprovePurchaseOrder_OrderQueryVariables>;
export const ApprovePurchaseOrder_ApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovePurchaseOrder_Approve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApprovePurchaseOrder_ApproveMutation, ApprovePurchaseOrder_ApproveMutationVariables>;
export const ApprovePurchaseOrder_RejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovePurchaseOrder_Reject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"remarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}}]}}]}}]} as unknown as DocumentNode<ApprovePurchaseOrder_RejectMutation, ApprovePurchaseOrder_RejectMutationVariables>;
export const EditPurchaseOrder_OrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditPurchaseOrder_Order"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentList_Attachment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<EditPurchaseOrder_OrderQuery, EditPurchaseOrder_OrderQueryVariables>;
export const EditPurchaseOrder_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditPurchaseOrder_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePurchaseOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EditPurchaseOrder_UpdateMutation, EditPurchaseOrder_UpdateMutationVariables>;
export const PurchaseOrderApprovals_QueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrderApprovals_Queue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrdersAwaitingMyApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderColumns_PurchaseOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderColumns_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PurchaseOrderApprovals_QueueQuery, PurchaseOrderApprovals_QueueQueryVariables>;
export const PurchaseOrderForm_ExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrderForm_ExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}}]}}]}}]} as unknown as DocumentNode<PurchaseOrderForm_ExchangeRateQuery, PurchaseOrderForm_ExchangeRateQueryVariables>;
export const PurchaseOrderList_OrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrderList_Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderList_PurchaseOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderColumns_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SendForApprovalDialog_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverUserId"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderList_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isSendAllowed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderColumns_PurchaseOrder"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SendForApprovalDialog_PurchaseOrder"}}]}}]} as unknown as DocumentNode<PurchaseOrderList_OrdersQuery, PurchaseOrderList_OrdersQueryVariables>;
export const ReceivedOrderActions_AcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceivedOrderActions_Accept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptReceivedPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceivedOrderActions_ReceivedPurchaseOrder"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceivedOrderActions_ReceivedPurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isInvoiceCreateAllowed"}}]}}]} as unknown as DocumentNode<ReceivedOrderActions_AcceptMutation, ReceivedOrderActions_AcceptMutationVariables>;
export const ReceivedOrderActions_RejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceivedOrderActions_Reject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectReceivedPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"remarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceivedOrderActions_ReceivedPurchaseOrder"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceivedOrderActions_ReceivedPurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isInvoiceCreateAllowed"}}]}}]} as unknown as DocumentNode<ReceivedOrderActions_RejectMutation, ReceivedOrderActions_RejectMutationVariables>;
export const ReceivedOrderList_OrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceivedOrderList_Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrderSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isInvoiceCreateAllowed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderColumns_ReceivedPurchaseOrder"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceivedOrderActions_ReceivedPurchaseOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderColumns_ReceivedPurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceivedOrderActions_ReceivedPurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isInvoiceCreateAllowed"}}]}}]} as unknown as DocumentNode<ReceivedOrderList_OrdersQuery, ReceivedOrderList_OrdersQueryVariables>;
export const SendForApprovalDialog_ApproversDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SendForApprovalDialog_Approvers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PURCHASE_ORDER"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"posoSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"separationOfDuties"}}]}}]}}]} as unknown as DocumentNode<SendForApprovalDialog_ApproversQuery, SendForApprovalDialog_ApproversQueryVariables>;
export const SendForApprovalDialog_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendForApprovalDialog_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approverUserId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPurchaseOrderForApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"approverUserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approverUserId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverUserId"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isSendAllowed"}}]}}]}}]} as unknown as DocumentNode<SendForApprovalDialog_SendMutation, SendForApprovalDialog_SendMutationVariables>;
export const ViewPurchaseOrder_OrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewPurchaseOrder_Order"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isSendAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDocument_PurchaseOrder"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SendForApprovalDialog_PurchaseOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_PoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PoItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDocument_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_PoItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentList_Attachment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SendForApprovalDialog_PurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverUserId"}},{"kind":"Field","name":{"kind":"Name","value":"authorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ViewPurchaseOrder_OrderQuery, ViewPurchaseOrder_OrderQueryVariables>;
export const ViewPurchaseOrder_InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewPurchaseOrder_Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoiceSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"purchaseOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_PurchaseInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ViewPurchaseOrder_InvoicesQuery, ViewPurchaseOrder_InvoicesQueryVariables>;
export const ViewReceivedOrder_OrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewReceivedOrder_Order"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDocument_ReceivedPurchaseOrder"}},{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceivedOrderActions_ReceivedPurchaseOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_PoItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PoItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"materialDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ratePerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachmentList_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachmentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDocument_ReceivedPurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"advanceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_PoItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachmentList_Attachment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceivedOrderActions_ReceivedPurchaseOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivedPurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAcceptAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isRejectAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isInvoiceCreateAllowed"}}]}}]} as unknown as DocumentNode<ViewReceivedOrder_OrderQuery, ViewReceivedOrder_OrderQueryVariables>;
export const ViewReceivedOrder_InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewReceivedOrder_Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoiceSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"receivedPurchaseOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receivedPurchaseOrderId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceColumns_SalesInvoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesInvoiceActions_SalesInvoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceColumns_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesInvoiceActions_SalesInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedPurchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"isEditAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"isSendAllowed"}}]}}]} as unknown as DocumentNode<ViewReceivedOrder_InvoicesQuery, ViewReceivedOrder_InvoicesQueryVariables>;
export const PurchaseOrderForm_OptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrderForm_Options"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyConnections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"relation"},"value":{"kind":"EnumValue","value":"VENDOR"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACCEPTED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}}]}}]}}]}}]} as unknown as DocumentNode<PurchaseOrderForm_OptionsQuery, PurchaseOrderForm_OptionsQueryVariables>;
export const DutiesSetting_SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DutiesSetting_Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posoSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"separationOfDuties"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<DutiesSetting_SettingsQuery, DutiesSetting_SettingsQueryVariables>;
export const DutiesSetting_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DutiesSetting_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"separationOfDuties"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePosoSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"separationOfDuties"},"value":{"kind":"Variable","name":{"kind":"Name","value":"separationOfDuties"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"separationOfDuties"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<DutiesSetting_UpdateMutation, DutiesSetting_UpdateMutationVariables>;
export const DocumentFilters_VendorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentFilters_Vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyConnections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"relation"},"value":{"kind":"EnumValue","value":"VENDOR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DocumentFilters_VendorsQuery, DocumentFilters_VendorsQueryVariables>;
export const PosoConfirmations_SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PosoConfirmations_Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posoSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoGraceSeconds"}}]}}]}}]} as unknown as DocumentNode<PosoConfirmations_SettingsQuery, PosoConfirmations_SettingsQueryVariables>;
export const HeldAction_UndoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HeldAction_Undo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoHeldAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<HeldAction_UndoMutation, HeldAction_UndoMutationVariables>;
export const HeldAction_StateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeldAction_State"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heldAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]} as unknown as DocumentNode<HeldAction_StateQuery, HeldAction_StateQueryVariables>;
export const AccountSettings_UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSettings_UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isPlatformAdmin"}}]}}]}}]} as unknown as DocumentNode<AccountSettings_UpdateProfileMutation, AccountSettings_UpdateProfileMutationVariables>;
export const AccountSettings_ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSettings_ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<AccountSettings_ChangePasswordMutation, AccountSettings_ChangePasswordMutationVariables>;
export const AccountSettings_SessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSettings_Sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<AccountSettings_SessionsQuery, AccountSettings_SessionsQueryVariables>;
export const AccountSettings_SignOutOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSettings_SignOutOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherSessions"}}]}}]} as unknown as DocumentNode<AccountSettings_SignOutOtherSessionsMutation, AccountSettings_SignOutOtherSessionsMutationVariables>;
export const RecoDashboard_DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoDashboard_Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodEndFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodEndTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodEndFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodEndFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodEndTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodEndTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchedByParty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"recos"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partyCount"}},{"kind":"Field","name":{"kind":"Name","value":"ageing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"openedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"openedTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"periodEndFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodEndTo"}},{"kind":"Field","name":{"kind":"Name","value":"recos"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"reconciler"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unassignedOpen"}}]}}]}}]} as unknown as DocumentNode<RecoDashboard_DashboardQuery, RecoDashboard_DashboardQueryVariables>;
export const RecoDashboard_ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoDashboard_Projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RecoDashboard_ProjectsQuery, RecoDashboard_ProjectsQueryVariables>;
export const RecoMessages_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoMessages_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryNo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entryNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryNo"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]} as unknown as DocumentNode<RecoMessages_ListQuery, RecoMessages_ListQueryVariables>;
export const RecoMessages_AddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RecoMessages_Added"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoMessageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"entryNo"}}]}}]}}]} as unknown as DocumentNode<RecoMessages_AddedSubscription, RecoMessages_AddedSubscriptionVariables>;
export const RecoMessages_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoMessages_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryNo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mentionIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendRecoMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entryNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryNo"}}},{"kind":"Argument","name":{"kind":"Name","value":"mentionIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mentionIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecoMessages_SendMutation, RecoMessages_SendMutationVariables>;
export const RecoMessages_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoMessages_People"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoReconcilers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoReviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<RecoMessages_PeopleQuery, RecoMessages_PeopleQueryVariables>;
export const RecoDrillDown_RecoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoDrillDown_Reco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}}]}}]}}]} as unknown as DocumentNode<RecoDrillDown_RecoQuery, RecoDrillDown_RecoQueryVariables>;
export const RecoDrillDown_EntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoDrillDown_Entries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remark"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remark2"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterLine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"remark"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remark"}}},{"kind":"Argument","name":{"kind":"Name","value":"remark2"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remark2"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterLine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterLine"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecoDrillDown_EntryPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecoDrillDown_EntryPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoEntryPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"nextAfterLine"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lineNumber"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"narration"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"remark2"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonByRule"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByName"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decisionId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecoDrillDown_EntriesQuery, RecoDrillDown_EntriesQueryVariables>;
export const RecoDrillDown_SharedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoDrillDown_Shared"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recoName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iterationId"}}]}}]}}]}}]} as unknown as DocumentNode<RecoDrillDown_SharedQuery, RecoDrillDown_SharedQueryVariables>;
export const RecoDrillDown_SharedEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoDrillDown_SharedEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shareId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remark"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remark2"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterLine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedRecoEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shareId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shareId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"remark"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remark"}}},{"kind":"Argument","name":{"kind":"Name","value":"remark2"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remark2"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterLine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterLine"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecoDrillDown_EntryPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecoDrillDown_EntryPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoEntryPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"nextAfterLine"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lineNumber"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"narration"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"remark2"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonByRule"}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByName"}},{"kind":"Field","name":{"kind":"Name","value":"answeredByCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decisionId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecoDrillDown_SharedEntriesQuery, RecoDrillDown_SharedEntriesQueryVariables>;
export const RecoDrillDown_TagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoDrillDown_Tags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoTagMaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tagId"}},{"kind":"Field","name":{"kind":"Name","value":"entryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<RecoDrillDown_TagsQuery, RecoDrillDown_TagsQueryVariables>;
export const RecoDrillDown_DecideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoDrillDown_Decide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecisionKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryNumbers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideRecoEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"entryNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryNumbers"}}},{"kind":"Argument","name":{"kind":"Name","value":"remarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<RecoDrillDown_DecideMutation, RecoDrillDown_DecideMutationVariables>;
export const RecoDrillDown_UndoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoDrillDown_Undo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoRecoDecision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"decisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"undoneAt"}}]}}]}}]} as unknown as DocumentNode<RecoDrillDown_UndoMutation, RecoDrillDown_UndoMutationVariables>;
export const RecoDrillDown_ChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RecoDrillDown_Changed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoId"}},{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"what"}}]}}]}}]} as unknown as DocumentNode<RecoDrillDown_ChangedSubscription, RecoDrillDown_ChangedSubscriptionVariables>;
export const RecoDrillDown_UntagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoDrillDown_Untag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRecoTagActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<RecoDrillDown_UntagMutation, RecoDrillDown_UntagMutationVariables>;
export const RecoSummaryScreen_IterationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoSummaryScreen_Iteration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoIteration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recoId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<RecoSummaryScreen_IterationQuery, RecoSummaryScreen_IterationQueryVariables>;
export const RecoSummaryScreen_SummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoSummaryScreen_Summary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoIteration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkbookRoundTrip_Iteration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryFigures_Summary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkbookRoundTrip_Iteration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoIteration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outputFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifiedFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryFigures_Summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"booksCount"}},{"kind":"Field","name":{"kind":"Name","value":"booksAmount"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyCount"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bridge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booksClosing"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyClosing"}},{"kind":"Field","name":{"kind":"Name","value":"residual"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<RecoSummaryScreen_SummaryQuery, RecoSummaryScreen_SummaryQueryVariables>;
export const RecoSummaryScreen_ChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RecoSummaryScreen_Changed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoId"}},{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"what"}}]}}]}}]} as unknown as DocumentNode<RecoSummaryScreen_ChangedSubscription, RecoSummaryScreen_ChangedSubscriptionVariables>;
export const TagDialog_CreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagDialog_CreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRecoTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<TagDialog_CreateTagMutation, TagDialog_CreateTagMutationVariables>;
export const TagDialog_TagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagDialog_Tag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tagId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagId"}}},{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entryNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<TagDialog_TagMutation, TagDialog_TagMutationVariables>;
export const TagDialog_SetActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagDialog_SetActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRecoTagActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<TagDialog_SetActiveMutation, TagDialog_SetActiveMutationVariables>;
export const SharePanel_StateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharePanel_State"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoSharingPossible"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"possible"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reconcileeCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"reconcileeCompanyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoShares"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"reconcileeCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]} as unknown as DocumentNode<SharePanel_StateQuery, SharePanel_StateQueryVariables>;
export const SharePanel_ShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SharePanel_Share"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reconcileeCompanyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reconcileeCompanyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reconcileeCompanyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SharePanel_ShareMutation, SharePanel_ShareMutationVariables>;
export const SharedRecosScreen_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedRecosScreen_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedRecos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recoName"}},{"kind":"Field","name":{"kind":"Name","value":"sharedRecoName"}},{"kind":"Field","name":{"kind":"Name","value":"sharedByUserName"}},{"kind":"Field","name":{"kind":"Name","value":"sharedByUserEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sharedByCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"iterationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SharedRecosScreen_ListQuery, SharedRecosScreen_ListQueryVariables>;
export const SharedSummary_ViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedSummary_View"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recoName"}},{"kind":"Field","name":{"kind":"Name","value":"sharedByCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"sharedByUserName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"iterationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryFigures_Summary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryFigures_Summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"booksCount"}},{"kind":"Field","name":{"kind":"Name","value":"booksAmount"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyCount"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bridge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booksClosing"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyClosing"}},{"kind":"Field","name":{"kind":"Name","value":"residual"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<SharedSummary_ViewQuery, SharedSummary_ViewQueryVariables>;
export const EntryAnswer_AnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EntryAnswer_Answer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shareId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryAnswerKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remark"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerSharedRecoEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shareId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shareId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entryNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}},{"kind":"Argument","name":{"kind":"Name","value":"remark"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remark"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]} as unknown as DocumentNode<EntryAnswer_AnswerMutation, EntryAnswer_AnswerMutationVariables>;
export const RecoHistory_HistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoHistory_History"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fromState"}},{"kind":"Field","name":{"kind":"Name","value":"toState"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryNote_Note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"iterationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoIterations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booksFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryNote_Note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"books"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"knownAs"}}]}}]}}]}}]} as unknown as DocumentNode<RecoHistory_HistoryQuery, RecoHistory_HistoryQueryVariables>;
export const RecoHome_HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoHome_Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignedToMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitingForMyReview"}},{"kind":"Field","name":{"kind":"Name","value":"failedRuns"}},{"kind":"Field","name":{"kind":"Name","value":"openRecos"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"recentlyChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecoColumns_Reco"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecoColumns_Reco"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<RecoHome_HomeQuery, RecoHome_HomeQueryVariables>;
export const CarryPanel_ReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CarryPanel_Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoCarryReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromIterationId"}},{"kind":"Field","name":{"kind":"Name","value":"carried"}},{"kind":"Field","name":{"kind":"Name","value":"notCarried"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingBooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingCounterparty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CarryPanel_ReportQuery, CarryPanel_ReportQueryVariables>;
export const IterationPage_IterationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IterationPage_Iteration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoIteration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"recoId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"uploadPath"}},{"kind":"Field","name":{"kind":"Name","value":"latestOutputPath"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booksFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerFileCard_File"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerFileCard_File"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booksMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingEditor_Mapping"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingEditor_Mapping"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappingEditor_Conflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappingConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerFileCard_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecoFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappingEditor_Mapping"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"headerRow"}},{"kind":"Field","name":{"kind":"Name","value":"amountModel"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"needsConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"remembered"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"comparedWith"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingEditor_Conflict"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"knownAs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingEditor_Conflict"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"narration"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<IterationPage_IterationQuery, IterationPage_IterationQueryVariables>;
export const IterationPage_RecoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IterationPage_Reco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}},{"kind":"Field","name":{"kind":"Name","value":"iterationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<IterationPage_RecoQuery, IterationPage_RecoQueryVariables>;
export const IterationPage_ChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IterationPage_Changed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoId"}},{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"what"}}]}}]}}]} as unknown as DocumentNode<IterationPage_ChangedSubscription, IterationPage_ChangedSubscriptionVariables>;
export const MappingEditor_ConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MappingEditor_Confirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MappingChoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmRecoMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"booksMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingEditor_Mapping"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingEditor_Mapping"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappingEditor_Conflict"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MappingConflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"headers"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MappingEditor_Mapping"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"headerRow"}},{"kind":"Field","name":{"kind":"Name","value":"amountModel"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"needsConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"remembered"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"comparedWith"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingEditor_Conflict"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"otherHeader"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"knownAs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MappingEditor_Conflict"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"documentNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"narration"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<MappingEditor_ConfirmMutation, MappingEditor_ConfirmMutationVariables>;
export const RecoActions_SubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoActions_Submit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}}]}}]}}]} as unknown as DocumentNode<RecoActions_SubmitMutation, RecoActions_SubmitMutationVariables>;
export const RecoActions_AcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoActions_Accept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}}},{"kind":"Argument","name":{"kind":"Name","value":"remarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}}]}}]}}]} as unknown as DocumentNode<RecoActions_AcceptMutation, RecoActions_AcceptMutationVariables>;
export const RecoActions_RejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoActions_Reject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}}},{"kind":"Argument","name":{"kind":"Name","value":"remarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}}]}}]}}]} as unknown as DocumentNode<RecoActions_RejectMutation, RecoActions_RejectMutationVariables>;
export const RecoActions_InactiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoActions_Inactive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makeRecoInactive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}}},{"kind":"Argument","name":{"kind":"Name","value":"remarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}}]}}]}}]} as unknown as DocumentNode<RecoActions_InactiveMutation, RecoActions_InactiveMutationVariables>;
export const RecoActions_RestartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoActions_Restart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keepBooks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keepCounterparty"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restartReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}}},{"kind":"Argument","name":{"kind":"Name","value":"keepBooks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keepBooks"}}},{"kind":"Argument","name":{"kind":"Name","value":"keepCounterparty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keepCounterparty"}}},{"kind":"Argument","name":{"kind":"Name","value":"remarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remarks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}}]}}]}}]} as unknown as DocumentNode<RecoActions_RestartMutation, RecoActions_RestartMutationVariables>;
export const RecoActions_AssigneeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoActions_Assignee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRecoAssignee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<RecoActions_AssigneeMutation, RecoActions_AssigneeMutationVariables>;
export const RecoActions_ReviewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoActions_Reviewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRecoReviewer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<RecoActions_ReviewerMutation, RecoActions_ReviewerMutationVariables>;
export const RecoActions_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoActions_People"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoReconcilers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoReviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<RecoActions_PeopleQuery, RecoActions_PeopleQueryVariables>;
export const RunPanel_ProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RunPanel_Progress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoRunProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}}]}}]}}]} as unknown as DocumentNode<RunPanel_ProgressSubscription, RunPanel_ProgressSubscriptionVariables>;
export const RunPanel_StartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunPanel_Start"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}}]}}]}}]} as unknown as DocumentNode<RunPanel_StartMutation, RunPanel_StartMutationVariables>;
export const TagRecoDialog_TagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagRecoDialog_Tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TagRecoDialog_TagsQuery, TagRecoDialog_TagsQueryVariables>;
export const TagRecoDialog_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagRecoDialog_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRecoTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TagRecoDialog_CreateMutation, TagRecoDialog_CreateMutationVariables>;
export const TagRecoDialog_TagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagRecoDialog_Tag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tagId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<TagRecoDialog_TagMutation, TagRecoDialog_TagMutationVariables>;
export const ProjectList_ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectList_Projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"recoCount"}},{"kind":"Field","name":{"kind":"Name","value":"reconcilers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectList_ProjectsQuery, ProjectList_ProjectsQueryVariables>;
export const ProjectList_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectList_People"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoReconcilers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoReviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<ProjectList_PeopleQuery, ProjectList_PeopleQueryVariables>;
export const ProjectList_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectList_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRecoProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRecoProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProjectList_CreateMutation, ProjectList_CreateMutationVariables>;
export const ProjectPage_ProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectPage_Project"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"recoCount"}},{"kind":"Field","name":{"kind":"Name","value":"reconcilers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectPage_ProjectQuery, ProjectPage_ProjectQueryVariables>;
export const ProjectPage_RecosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectPage_Recos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecoColumns_Reco"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecoColumns_Reco"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<ProjectPage_RecosQuery, ProjectPage_RecosQueryVariables>;
export const ProjectPage_MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectPage_Members"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reconcilerIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewerIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRecoProjectMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reconcilerIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reconcilerIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewerIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reconcilers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectPage_MembersMutation, ProjectPage_MembersMutationVariables>;
export const NewRecoDialog_OptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewRecoDialog_Options"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoParties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoReconcilers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoReviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyConnections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACCEPTED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<NewRecoDialog_OptionsQuery, NewRecoDialog_OptionsQueryVariables>;
export const NewRecoDialog_CreatePartyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewRecoDialog_CreateParty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRecoPartyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRecoParty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NewRecoDialog_CreatePartyMutation, NewRecoDialog_CreatePartyMutationVariables>;
export const NewRecoDialog_CreateRecoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewRecoDialog_CreateReco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRecoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}}]}}]}}]} as unknown as DocumentNode<NewRecoDialog_CreateRecoMutation, NewRecoDialog_CreateRecoMutationVariables>;
export const RecoList_RecosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoList_Recos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecoColumns_Reco"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecoColumns_Reco"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reco"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<RecoList_RecosQuery, RecoList_RecosQueryVariables>;
export const RecoList_FilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoList_FilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoReconcilers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RecoList_FilterOptionsQuery, RecoList_FilterOptionsQueryVariables>;
export const RulesPage_RulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RulesPage_Rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoMatchingRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"dateWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"sets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RulesPage_RulesQuery, RulesPage_RulesQueryVariables>;
export const TagPage_TagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TagPage_Tag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"currentIterationId"}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoTagMaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tagId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iterationId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoIterations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<TagPage_TagQuery, TagPage_TagQueryVariables>;
export const TagPage_SetActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TagPage_SetActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRecoTagActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<TagPage_SetActiveMutation, TagPage_SetActiveMutationVariables>;
export const Login_LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login_Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isPlatformAdmin"}}]}}]}}]}}]} as unknown as DocumentNode<Login_LoginMutation, Login_LoginMutationVariables>;
export const Session_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isPlatformAdmin"}}]}}]}}]} as unknown as DocumentNode<Session_MeQuery, Session_MeQueryVariables>;
export const Session_ChooseCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Session_ChooseCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chooseCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"schemaName"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}}]}}]}}]}}]} as unknown as DocumentNode<Session_ChooseCompanyMutation, Session_ChooseCompanyMutationVariables>;
export const Session_LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Session_Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<Session_LogoutMutation, Session_LogoutMutationVariables>;
export const RecoLinks_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecoLinks_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"iterationId"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]} as unknown as DocumentNode<RecoLinks_ListQuery, RecoLinks_ListQueryVariables>;
export const RecoLinks_GenerateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoLinks_Generate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateRecoLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"iterationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iterationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"purpose"},"value":{"kind":"EnumValue","value":"DOWNLOAD"}},{"kind":"Argument","name":{"kind":"Name","value":"expiresInDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"iterationId"}}]}}]}}]}}]} as unknown as DocumentNode<RecoLinks_GenerateMutation, RecoLinks_GenerateMutationVariables>;
export const RecoLinks_RevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoLinks_Revoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeRecoLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RecoLinks_RevokeMutation, RecoLinks_RevokeMutationVariables>;