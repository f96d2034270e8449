import type { ReconciliationKind } from '../../types';
import type { LedgerField } from '../read.types';
import type { KnownUnreadColumn } from './column-reason';

/**
 * What a header text says about its column: the field, how strongly (3: the field's own
 * name, 2: a usual name, 1: a loose form), or that the column is known and carries nothing
 * the engine reads (a serial number, a status, a filing date).
 */
export type HeaderVerdict =
  | { field: LedgerField; strength: 1 | 2 | 3; ignored?: undefined }
  | { field: null; ignored: KnownUnreadColumn; strength: 0 };

type Names = Partial<Record<LedgerField, { strong?: string[]; usual?: string[] }>>;

/** Header texts, compared after lowercasing and dropping everything but letters and digits. */
const COMMON: Names = {
  date: {
    strong: [
      'invoicedate',
      'billdate',
      'docdate',
      'documentdate',
      'transactiondate',
      'supplierinvoicedate',
      'notedate',
      'dateofdocument',
      'invdate',
      'transactiondatedateofpaymentcredit',
      'dateofpaymentcredit',
      // GSTR-2A/2B JSON keys (idt, dt, nt_dt), as portal-to-Excel converters keep them.
      'idt',
      'ntdt',
    ],
    usual: [
      'date',
      'dated',
      'vchdate',
      'voucherdate',
      'txndate',
      'postingdate',
      'pstngdate',
      'entrydate',
      'valuedate',
      'trandate',
      'dateofpayment',
      'dateofcredit',
      'vdate',
      'dt',
      // Hindi, transliterated and in Devanagari (Busy, Marg).
      'dinank',
      'dinaank',
      'tarikh',
      'tareekh',
      'दिनांक',
      'तारीख',
      'तिथि',
    ],
  },
  voucher: {
    strong: [
      'vchno',
      'voucherno',
      'vouchernumber',
      'vchnumber',
      'vno',
      'voucher',
      'vchnum',
      'vouchersankhya',
      'vouchersn',
      'वाउचरसं',
    ],
  },
  document: {
    strong: [
      'refno',
      'referenceno',
      'reference',
      'ref',
      'referencenumber',
      'refnumber',
      'invoiceno',
      'invoicenumber',
      'invno',
      'invoice',
      'billno',
      'billnumber',
      'bill',
      'supplierinvoiceno',
      'supplierinvoicenumber',
      'partyinvoiceno',
      'invoicenumberbillno',
      'noteno',
      'notenumber',
      'vchbillno',
      'num',
      // Business Central: the vendor's number beside the internal Document No.
      'externaldocumentno',
      'externaldocumentnumber',
      'extdocno',
      'vendorinvoiceno',
      'vendorinvoicenumber',
      // JSON keys of the GST portal (inum, nt_num).
      'inum',
      'ntnum',
      'billsankhya',
      'billsankhyaa',
      'billsn',
      'बिलसं',
      'बिलसंख्या',
    ],
    // "Document number" is SAP's internal number next to a Reference, a bill number alone.
    usual: ['documentno', 'documentnumber', 'docno', 'docnumber', 'documentnum'],
  },
  paymentRef: {
    strong: [
      'utr',
      'utrno',
      'utrnumber',
      'chequeno',
      'chqno',
      'chequenumber',
      'chequerefno',
      'transactionid',
      'txnid',
      'paymentref',
      'paymentreference',
      'instrumentno',
      'bankref',
      'bankreference',
    ],
  },
  docType: {
    strong: ['vchtype', 'vouchertype', 'doctype', 'documenttype', 'invoicetype', 'notetype'],
    usual: [
      'type',
      'typ',
      'transactiontype',
      'txntype',
      'entrytype',
      'transactions',
      'transaction',
      // Odoo's journal code (INV, BILL, BNK1, MISC).
      'jrnl',
      'journal',
      'prakar',
      'प्रकार',
    ],
  },
  narration: {
    strong: [
      'narration',
      'description',
      'details',
      'text',
      'memo',
      'activity',
      'remarks',
      'vivran',
      'vivaran',
      'विवरण',
    ],
    usual: ['particulars', 'account', 'ledger', 'accountname', 'ledgername', 'remark'],
  },
  debit: {
    strong: [
      'debit',
      'dr',
      'debitamount',
      'dramount',
      'debitinr',
      'debitrs',
      'debits',
      'dramt',
      'naame',
      'naamerashi',
      'नामे',
    ],
    usual: ['withdrawal', 'withdrawals'],
  },
  credit: {
    strong: [
      'credit',
      'cr',
      'creditamount',
      'cramount',
      'creditinr',
      'creditrs',
      'credits',
      'cramt',
      'jama',
      'jamaa',
      'jamarashi',
      'जमा',
    ],
    usual: ['deposit', 'deposits'],
  },
  drCr: {
    strong: ['drcr', 'crdr', 'dc', 'cd', 'debitcredit', 'drcrindicator', 'dcindicator', 'drorcr'],
  },
  balance: {
    strong: [
      'balance',
      'closingbalance',
      'runningbalance',
      'bal',
      'balanceinr',
      'openbalance',
      'baaki',
      'baki',
      'shesh',
      'शेष',
      'बाकी',
    ],
    usual: ['cumulativebalance', 'balancers'],
  },
  partyName: {
    strong: [
      'nameofdeductor',
      'deductorname',
      'tradelegalname',
      'suppliername',
      'nameofsupplier',
      'customername',
      'partyname',
      'vendorname',
    ],
    usual: ['supplier', 'customer', 'party', 'vendor', 'tradename', 'legalname', 'trdnm'],
  },
  supplierGstin: {
    strong: [
      'gstin',
      'gstinofsupplier',
      'suppliergstin',
      'gstinuin',
      'gstinuinofsupplier',
      'ctin',
      'partygstin',
    ],
    usual: ['gstnumber', 'gstno'],
  },
  placeOfSupply: { strong: ['placeofsupply', 'pos', 'supplyplace', 'placeofsupplyname'] },
  reverseCharge: {
    strong: [
      'reversecharge',
      'rcm',
      'reversechargeapplicable',
      'supplyattractreversecharge',
      'rcmapplicable',
      'rev',
      'rchrg',
    ],
  },
  taxableValue: {
    strong: [
      'taxablevalue',
      'taxableamount',
      'assessablevalue',
      'taxablevaluers',
      'taxablevalueinr',
      'txval',
    ],
  },
  igst: { strong: ['igst', 'integratedtax', 'igstamount', 'integratedtaxrs', 'igstrs', 'iamt'] },
  cgst: { strong: ['cgst', 'centraltax', 'cgstamount', 'centraltaxrs', 'cgstrs', 'camt'] },
  sgst: {
    strong: [
      'sgst',
      'statetax',
      'sgstamount',
      'sgstutgst',
      'stateuttax',
      'statetaxrs',
      'sgstrs',
      'utgst',
      'samt',
    ],
  },
  cess: { strong: ['cess', 'cessamount', 'cessrs', 'csamt'] },
  deductorTan: {
    strong: ['tan', 'tanofdeductor', 'deductortan', 'tanofdeductorcollector', 'tanno', 'tannumber'],
  },
  deductorPan: { strong: ['panofdeductor', 'deductorpan'], usual: ['pan', 'pannumber'] },
  section: { strong: ['section', 'sectioncode', 'sectionno', 'tdssection', 'natureofpayment'] },
  quarter: { strong: ['quarter', 'qtr', 'quarterperiod'] },
};

/** The amount column differs by kind: the invoice value in GST, the tax deducted in TDS. */
const AMOUNT: Record<ReconciliationKind, Names> = {
  ledger: {
    amount: {
      strong: [
        'amount',
        'netamount',
        'transactionamount',
        'amountinr',
        'amountrs',
        'amountinlc',
        'amountinlocalcurrency',
        'amountinlocalcurr',
        'localcurrencyamount',
        'amountlc',
        'rashi',
        'raashi',
        'rakam',
        'राशि',
        'रकम',
      ],
      usual: [
        'value',
        'amountinlocalcur',
        'invoiceamount',
        'billamount',
        'grossamount',
        'totalamount',
        'payments',
        'payment',
        'receipts',
        'receipt',
        'amountreceived',
        'received',
        'paidamount',
        'amountpaid',
        'sales',
        'purchases',
      ],
    },
  },
  gst: {
    amount: {
      strong: ['invoicevalue', 'notevalue', 'totalinvoicevalue', 'invoiceamount', 'value', 'val'],
      usual: ['amount', 'totalamount', 'billamount'],
    },
  },
  tds: {
    amount: {
      strong: [
        'taxdeducted',
        'tdsamount',
        'tds',
        'taxdeductedamount',
        'totaltaxdeducted',
        'tdsdeducted',
        'tdsamt',
        'taxdeductedrs',
        'tdsrs',
      ],
      usual: ['amount'],
    },
    grossAmount: {
      strong: [
        'amountpaidcredited',
        'amountcredited',
        'amountpaid',
        'grossamount',
        'totalamountpaidcredited',
        'paymentamount',
        'billamount',
        'invoiceamount',
      ],
    },
  },
};

/** Headers of columns that are known and deliberately not read. */
const IGNORED: [RegExp, KnownUnreadColumn][] = [
  [/^(srno|sno|slno|sr|serialno|sno\w*|no)$/, 'serialNumber'],
  [
    /^(st|status|statusofbooking|itcavailability|itcavl|reason|rsn|source|srctyp|lcurr|currency|curr|documentcurrency|localcurrency|open|isamd|count)$/,
    'statusOrCurrency',
  ],
  [
    /^(remainingamount|remainingamt|amountremaining|openamount|outstandingamount|outstanding|netreceivable|netpayable|diffprcnt|tdsrate\w*|rateoftds)$/,
    'notEntryAmount',
  ],
  [/^(rate|rt|gstrate|taxrate|ratepercent|rateoftax)$/, 'taxRate'],
  [/^(assignment)$/, 'sortKey'],
  [
    /(filingdate|irndate|irngendate|supfildt|gendt|dateofbooking|filecreationdate|duedate|clearing|clrngdoc|reportedon)/,
    'otherDate',
  ],
  [
    /^(irn|period|gstr\w*period|applicable\w*rate|notesupplytype|suptyp|supprd|rtnprd|tdsdeposited\w*|totaltdsdeposited\w*|tcsdeposited\w*)$/,
    'portalDetail',
  ],
];

const LOOSE: [RegExp, LedgerField][] = [
  [/^(debit|dr)(amount|amt)?(inr|rs|lc)?/, 'debit'],
  [/^(credit|cr)(amount|amt)?(inr|rs|lc)?/, 'credit'],
  [/(utr|cheque|chq)(no|num|number)?/, 'paymentRef'],
  [/(voucher|vch)(no|num|number)/, 'voucher'],
  [/^amount\w*(doc|document|transaction|foreign)\w*cur|^originalamount/, 'amount'],
  [/(invoice|inv|bill|ref|reference|note)(no|num|number)/, 'document'],
  [/(doc|document)(no|num|number)/, 'document'],
  [/(voucher|vch|doc|document|transaction|txn|note)type/, 'docType'],
  [/date$/, 'date'],
  [/^gstin/, 'supplierGstin'],
  [/taxable/, 'taxableValue'],
  [/^igst|integratedtax/, 'igst'],
  [/^cgst|centraltax/, 'cgst'],
  [/^sgst|statetax|stateuttax/, 'sgst'],
  [/^cess/, 'cess'],
  [/^placeofsupply/, 'placeOfSupply'],
  [/reversecharge/, 'reverseCharge'],
  [/balance$/, 'balance'],
  [/particulars|narration|description/, 'narration'],
];

const KIND_FIELDS: Record<ReconciliationKind, readonly LedgerField[]> = {
  ledger: [
    'date',
    'voucher',
    'document',
    'paymentRef',
    'docType',
    'narration',
    'debit',
    'credit',
    'amount',
    'drCr',
    'balance',
    'partyName',
  ],
  gst: [
    'date',
    'voucher',
    'document',
    'docType',
    'narration',
    'amount',
    'partyName',
    'supplierGstin',
    'placeOfSupply',
    'reverseCharge',
    'taxableValue',
    'igst',
    'cgst',
    'sgst',
    'cess',
  ],
  tds: [
    'date',
    'voucher',
    'document',
    'docType',
    'narration',
    'amount',
    'grossAmount',
    'debit',
    'credit',
    'partyName',
    'deductorTan',
    'deductorPan',
    'section',
    'quarter',
  ],
};

type Entry = { field: LedgerField; strength: 2 | 3 };
const LOOKUP: Record<ReconciliationKind, Map<string, Entry>> = {
  ledger: new Map(),
  gst: new Map(),
  tds: new Map(),
};
for (const kind of ['ledger', 'gst', 'tds'] as const) {
  const map = LOOKUP[kind];
  for (const names of [AMOUNT[kind], COMMON]) {
    for (const [field, n] of Object.entries(names) as [
      LedgerField,
      { strong?: string[]; usual?: string[] },
    ][]) {
      if (!KIND_FIELDS[kind].includes(field)) continue;
      for (const s of n.strong ?? []) if (!map.has(s)) map.set(s, { field, strength: 3 });
      for (const s of n.usual ?? []) if (!map.has(s)) map.set(s, { field, strength: 2 });
    }
  }
}

/** Lowercased letters and digits (Devanagari letters and signs kept: Hindi headers). */
export function normaliseHeader(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9\p{Script=Devanagari}]/gu, '');
}

export function fieldsForKind(kind: ReconciliationKind): readonly LedgerField[] {
  return KIND_FIELDS[kind];
}

/** What a header text names, among the fields of this kind; null when it names nothing known. */
export function verdictForHeader(text: string, kind: ReconciliationKind): HeaderVerdict | null {
  const h = normaliseHeader(text);
  if (!h || h.length > 60) return null;
  const exact = LOOKUP[kind].get(h) ?? LOOKUP[kind].get(h.replace(/(rs|inr)$/, ''));
  if (exact) return exact;
  for (const [re, why] of IGNORED)
    if (re.test(h)) return { field: null, ignored: why, strength: 0 };
  for (const [re, f] of LOOSE)
    if (re.test(h) && KIND_FIELDS[kind].includes(f)) return { field: f, strength: 1 };
  return null;
}

/** The field a header text names, if any (for header-row scoring and repeated headers). */
export function fieldForHeader(text: string, kind: ReconciliationKind): LedgerField | null {
  return verdictForHeader(text, kind)?.field ?? null;
}

/** Fields a user may name in a mapping override: the same vocabulary detection reports. */
export const FIELD_ALIASES: Record<string, LedgerField> = { docNo: 'document' };
