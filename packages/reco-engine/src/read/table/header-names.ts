import type { ReconciliationKind } from '../../types';
import type { LedgerField } from '../read.types';

/** Header texts per field, compared after lowercasing and dropping everything but letters and digits. */
const NAMES: Record<LedgerField, string[]> = {
  date: [
    'date',
    'vchdate',
    'voucherdate',
    'txndate',
    'transactiondate',
    'postingdate',
    'documentdate',
    'docdate',
    'invoicedate',
    'billdate',
    'entrydate',
    'valuedate',
    'trandate',
    'dateofdocument',
    'invdate',
    'dateofpayment',
    'dateofcredit',
    'transactiondatedateofpaymentcredit',
    'dated',
  ],
  docNo: [
    'vchno',
    'voucherno',
    'vouchernumber',
    'invoiceno',
    'invoicenumber',
    'invno',
    'billno',
    'billnumber',
    'reference',
    'referenceno',
    'refno',
    'ref',
    'docno',
    'documentno',
    'documentnumber',
    'docnumber',
    'invoice',
    'bill',
    'voucher',
    'vchnumber',
    'transactionid',
    'chequeno',
    'chqno',
    'chequerefno',
    'documentnum',
    'refnumber',
    'referencenumber',
    'invoicenumberbillno',
    'noteno',
    'notenumber',
  ],
  docType: [
    'vchtype',
    'vouchertype',
    'doctype',
    'documenttype',
    'type',
    'transactiontype',
    'txntype',
    'entrytype',
    'invoicetype',
    'notetype',
  ],
  narration: [
    'narration',
    'particulars',
    'description',
    'details',
    'remarks',
    'memo',
    'account',
    'ledger',
    'accountname',
    'ledgername',
    'text',
    'partyname',
  ],
  debit: [
    'debit',
    'dr',
    'debitamount',
    'dramount',
    'debitinr',
    'debitrs',
    'withdrawal',
    'withdrawals',
    'debits',
  ],
  credit: [
    'credit',
    'cr',
    'creditamount',
    'cramount',
    'creditinr',
    'creditrs',
    'deposit',
    'deposits',
    'credits',
  ],
  amount: [
    'amount',
    'netamount',
    'transactionamount',
    'amountinr',
    'amountrs',
    'value',
    'invoicevalue',
    'totalinvoicevalue',
    'invoiceamount',
    'totalamount',
    'taxdeducted',
    'tdsamount',
    'tds',
    'taxdeductedamount',
    'totaltaxdeducted',
    'amountpaidcredited',
    'billamount',
    'grossamount',
    'total',
  ],
  balance: [
    'balance',
    'closingbalance',
    'runningbalance',
    'bal',
    'balanceinr',
    'cumulativebalance',
  ],
  supplierGstin: [
    'gstin',
    'gstinofsupplier',
    'suppliergstin',
    'gstinuin',
    'gstinuinofsupplier',
    'ctin',
    'partygstin',
    'gstnumber',
    'gstno',
  ],
  placeOfSupply: ['placeofsupply', 'pos', 'supplyplace', 'placeofsupplyname'],
  reverseCharge: [
    'reversecharge',
    'rcm',
    'reversechargeapplicable',
    'supplyattractreversecharge',
    'rcmapplicable',
  ],
  taxableValue: [
    'taxablevalue',
    'taxableamount',
    'assessablevalue',
    'taxablevaluers',
    'taxablevalueinr',
  ],
  igst: ['igst', 'integratedtax', 'igstamount', 'integratedtaxrs', 'igstrs'],
  cgst: ['cgst', 'centraltax', 'cgstamount', 'centraltaxrs', 'cgstrs'],
  sgst: [
    'sgst',
    'statetax',
    'sgstamount',
    'sgstutgst',
    'stateuttax',
    'statetaxrs',
    'sgstrs',
    'utgst',
  ],
  cess: ['cess', 'cessamount', 'cessrs'],
  deductorTan: ['tan', 'tanofdeductor', 'deductortan', 'tanofdeductorcollector'],
  deductorPan: ['pan', 'panofdeductor', 'deductorpan', 'panofdeductee', 'pannumber'],
  section: ['section', 'sectioncode', 'sectionno', 'tdssection', 'nature'],
  quarter: ['quarter', 'qtr', 'period', 'quarterperiod'],
};

const KIND_FIELDS: Record<ReconciliationKind, LedgerField[]> = {
  ledger: ['date', 'docNo', 'docType', 'narration', 'debit', 'credit', 'amount', 'balance'],
  gst: [
    'date',
    'docNo',
    'docType',
    'narration',
    'amount',
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
    'docNo',
    'docType',
    'narration',
    'amount',
    'debit',
    'credit',
    'deductorTan',
    'deductorPan',
    'section',
    'quarter',
  ],
};

const LOOKUP = new Map<string, LedgerField[]>();
for (const [field, names] of Object.entries(NAMES) as [LedgerField, string[]][]) {
  for (const n of names) {
    const list = LOOKUP.get(n) ?? [];
    list.push(field);
    LOOKUP.set(n, list);
  }
}

export function normaliseHeader(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function fieldsForKind(kind: ReconciliationKind): LedgerField[] {
  return KIND_FIELDS[kind];
}

/** The field a header text names, if any, among the fields of this kind. */
export function fieldForHeader(text: string, kind: ReconciliationKind): LedgerField | null {
  const h = normaliseHeader(text);
  if (!h || h.length > 60) return null;
  const allowed = KIND_FIELDS[kind];
  const exact = LOOKUP.get(h);
  if (exact) for (const f of exact) if (allowed.includes(f)) return f;
  // Loose forms such as "Debit (Rs.)", "Invoice No." or "Vch No/Date".
  const loose: [RegExp, LedgerField][] = [
    [/^(debit|dr)(amount|amt)?(inr|rs)?/, 'debit'],
    [/^(credit|cr)(amount|amt)?(inr|rs)?/, 'credit'],
    [/(voucher|vch|invoice|inv|bill|doc|document|ref|reference)(no|num|number)/, 'docNo'],
    [/(voucher|vch|doc|document|transaction|txn)type/, 'docType'],
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
    [/^(amount|invoicevalue|taxdeducted)/, 'amount'],
    [/particulars|narration|description/, 'narration'],
  ];
  for (const [re, f] of loose) if (re.test(h) && allowed.includes(f)) return f;
  return null;
}
