// Held-out ledger layouts: written from how these exports really look, without reading the
// engine's detection or matching code, so that the corpus measures how the engine does on
// files it was never tuned on.
import { TALLY_LEDGER, TALLY_TYPE, type SideView } from '../ledger-layouts';
import type { LineKind, StoryLine } from '../ledger-story';
import { dateOf, dateText, indian, Random, western } from '../random';
import { SheetDraft, type Cell, type FileDraft } from '../sheet-draft';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const two = (n: number) => (n < 10 ? `0${n}` : String(n));
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const sum = (lines: StoryLine[]) => lines.reduce((s, l) => s + l.amount, 0);
const money = (minor: number): Cell => ({ amount: minor });
const dateCell = (day: number, format: string): Cell => ({ value: dateOf(day), format });

/** `1 Apr 2024` (Xero), `4/1/2024` (Odoo in en_US), `01.04.24` (Marg). */
const dayMonY = (day: number) => {
  const d = dateOf(day);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!.slice(0, 3)} ${d.getUTCFullYear()}`;
};
const usDate = (day: number) => {
  const d = dateOf(day);
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
};
const dmyShortDots = (day: number) => {
  const d = dateOf(day);
  return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${String(d.getUTCFullYear()).slice(2)}`;
};
const drCr = (minor: number) => `${indian(Math.abs(minor))} ${minor >= 0 ? 'Dr' : 'Cr'}`;

/**
 * How a buyer writes the seller's `XR/24-25/0024`, in forms RECO.md says normalise equal and
 * that the tuned corpus does not use: the fiscal year last, long, or as `FY25`; underscores
 * and dots as separators.
 */
export function holdoutBuyerStyle(invoiceNo: string, n: number, r: Random): string {
  const prefix = invoiceNo.split('/')[0]!;
  switch (r.int(0, 5)) {
    case 0:
      return `${prefix}/${pad(n, 4)}/24-25`;
    case 1:
      return `${prefix.toLowerCase()}_${pad(n, 4)}`;
    case 2:
      return `${prefix}.${n}`;
    case 3:
      return `${prefix}/2024/2025/${n}`;
    case 4:
      return `FY25/${prefix}-${pad(n, 3)}`;
    default:
      return `${prefix}/24-25/${n}`;
  }
}

/**
 * Tally Prime "Ledger Vouchers" as exported to Excel: an address block, Date | Particulars |
 * Vch Type | Vch No. | Debit | Credit with no Ref. No. column, the narration inside the
 * Particulars cell under the ledger name (`To`/`By`), so a buyer's bill numbers and UTRs are
 * only in that text; Current Total and Closing Balance at the foot.
 */
export function tallyPrimeVouchers(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Ledger Vouchers', [11, 48, 12, 14, 14, 14]);
  const k = v.owner === 'buyer' ? 0 : 1;
  s.add([v.ownerName], undefined, true);
  s.add(['Plot 7, Phase II, MIDC Industrial Area, Andheri (East)']);
  s.add(['Mumbai - 400093, Maharashtra']);
  s.add(['E-Mail : accounts@concord.example']);
  s.blank();
  s.add([v.otherName], undefined, true);
  s.add(['Ledger Account']);
  s.add([`${dateText.dMonYY(v.from)} to ${dateText.dMonYY(v.to)}`]);
  s.blank();
  s.add(['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Debit', 'Credit'], undefined, true);
  let debit = 0;
  let credit = 0;
  for (const l of v.lines) {
    const dr = l.amount > 0 ? money(l.amount) : null;
    const cr = l.amount < 0 ? money(-l.amount) : null;
    if (l.amount > 0) debit += l.amount;
    else credit -= l.amount;
    if (l.kind === 'opening') {
      s.add([null, 'Opening Balance', null, null, dr, cr], l.truth);
      continue;
    }
    const vch =
      k === 1 && (l.kind === 'invoice' || l.kind === 'credit_note') ? l.document : l.voucher;
    const particulars = `${l.amount > 0 ? 'To' : 'By'} ${TALLY_LEDGER[l.kind][k]}\n${l.narration}`;
    s.add([dateCell(l.day, 'd-mmm-yy'), particulars, TALLY_TYPE[l.kind][k], vch, dr, cr], l.truth);
  }
  s.add([null, 'Current Total', null, null, money(debit), money(credit)], undefined, true);
  const close = debit - credit;
  s.add(
    [
      null,
      'Closing Balance',
      null,
      null,
      close > 0 ? money(close) : null,
      close < 0 ? money(-close) : null,
    ],
    undefined,
    true,
  );
  return { name, format: 'xlsx', sheets: [s] };
}

/**
 * A Tally ledger with one Amount column whose text carries `Dr`/`Cr`, a running Balance in
 * the same form, and Ref. No.; date cells; a Closing Balance line.
 */
export function tallyDrCrSuffix(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Ledger', [12, 34, 12, 14, 18, 18, 18]);
  const k = v.owner === 'buyer' ? 0 : 1;
  s.add([v.ownerName], undefined, true);
  s.add([`${v.otherName} - Ledger`]);
  s.add([`${dateText.dMonY(v.from)} to ${dateText.dMonY(v.to)}`]);
  s.blank();
  s.add(
    ['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Ref. No.', 'Amount', 'Balance'],
    undefined,
    true,
  );
  let balance = 0;
  for (const l of v.lines) {
    balance += l.amount;
    if (l.kind === 'opening') {
      s.add(
        [
          dateCell(l.day, 'dd-mmm-yyyy'),
          'Opening Balance',
          null,
          null,
          null,
          drCr(l.amount),
          drCr(balance),
        ],
        l.truth,
      );
      continue;
    }
    const ref = l.kind === 'payment' ? l.payRef : l.kind === 'tds' ? '' : l.document;
    s.add(
      [
        dateCell(l.day, 'dd-mmm-yyyy'),
        TALLY_LEDGER[l.kind][k],
        TALLY_TYPE[l.kind][k],
        l.voucher,
        ref,
        drCr(l.amount),
        drCr(balance),
      ],
      l.truth,
    );
  }
  s.add([null, 'Closing Balance', null, null, null, null, drCr(balance)], undefined, true);
  return { name, format: 'xlsx', sheets: [s] };
}

/**
 * Xero "Account Transactions" for Accounts Receivable (or Payable): text dates `1 Apr 2024`,
 * Source, Contact, a Description naming the customer's PO, the invoice number under
 * Reference, Debit / Credit / Running Balance, then Gross (signed) and GST columns; a Total
 * line and a Closing Balance line.
 */
export function xeroAccountTransactions(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Account Transactions', [13, 24, 26, 44, 24, 14, 14, 18, 14, 12]);
  const seller = v.owner === 'seller';
  s.add(['Account Transactions'], undefined, true);
  s.add([v.ownerName]);
  s.add([`For the period ${dayMonY(v.from)} to ${dayMonY(v.to)}`]);
  s.blank();
  s.add(
    [
      'Date',
      'Source',
      'Contact',
      'Description',
      'Reference',
      'Debit (INR)',
      'Credit (INR)',
      'Running Balance (INR)',
      'Gross (INR)',
      'GST (INR)',
    ],
    undefined,
    true,
  );
  s.add([seller ? 'Accounts Receivable' : 'Accounts Payable'], undefined, true);
  const source: Record<LineKind, string> = {
    opening: '',
    invoice: seller ? 'Receivable Invoice' : 'Payable Invoice',
    payment: seller ? 'Receivable Payment' : 'Payable Payment',
    credit_note: seller ? 'Receivable Credit Note' : 'Payable Credit Note',
    debit_note: seller ? 'Receivable Credit Note' : 'Payable Credit Note',
    tds: 'Manual Journal',
  };
  let balance = 0;
  let debit = 0;
  let credit = 0;
  let po = 4_500_012_340;
  for (const l of v.lines) {
    balance += l.amount;
    if (l.amount > 0) debit += l.amount;
    else credit -= l.amount;
    const dr = l.amount > 0 ? money(l.amount) : null;
    const cr = l.amount < 0 ? money(-l.amount) : null;
    if (l.kind === 'opening') {
      s.add(['Opening Balance', null, null, null, null, dr, cr, money(balance)], l.truth);
      continue;
    }
    const invoiceLike = l.kind === 'invoice' || l.kind === 'credit_note' || l.kind === 'debit_note';
    const description =
      l.kind === 'invoice'
        ? `Supply of goods as per PO ${po++}`
        : l.kind === 'payment'
          ? `Payment: ${v.otherName}`
          : l.narration;
    const gst = invoiceLike ? money(Math.round((l.amount * 18) / 118)) : null;
    s.add(
      [
        dayMonY(l.day),
        source[l.kind],
        v.otherName,
        description,
        invoiceLike ? l.document : l.payRef,
        dr,
        cr,
        money(balance),
        money(l.amount),
        gst,
      ],
      l.truth,
    );
  }
  s.add(
    [
      `Total ${seller ? 'Accounts Receivable' : 'Accounts Payable'}`,
      null,
      null,
      null,
      null,
      money(debit),
      money(credit),
      null,
      money(balance),
    ],
    undefined,
    true,
  );
  s.blank();
  s.add(['Closing Balance', null, null, null, null, null, null, money(balance)], undefined, true);
  return { name, format: 'xlsx', sheets: [s] };
}

/**
 * Odoo "Partner Ledger" in en_US: dates as MM/DD/YYYY text, a partner row carrying the
 * totals, an Initial Balance line, Ref as `<move> - <reference>`, a Due Date, a Matching
 * number, Amount Currency (empty for rupees) and a running Balance.
 */
export function odooPartnerLedger(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Partner Ledger', [12, 8, 26, 44, 12, 10, 14, 14, 12, 16]);
  const seller = v.owner === 'seller';
  s.add([v.ownerName], undefined, true);
  s.add(['Partner Ledger'], undefined, true);
  s.add([`From: ${usDate(v.from)}   To: ${usDate(v.to)}`]);
  s.add(['Target Moves: All Posted Entries']);
  s.blank();
  s.add(
    [
      'Date',
      'JRNL',
      'Account',
      'Ref',
      'Due Date',
      'Matching Number',
      'Debit',
      'Credit',
      'Amount Currency',
      'Balance',
    ],
    undefined,
    true,
  );
  const debit = v.lines.filter((l) => l.amount > 0).reduce((a, l) => a + l.amount, 0);
  const credit = v.lines.filter((l) => l.amount < 0).reduce((a, l) => a - l.amount, 0);
  s.add(
    [
      v.otherName,
      null,
      null,
      null,
      null,
      null,
      money(debit),
      money(credit),
      null,
      money(sum(v.lines)),
    ],
    undefined,
    true,
  );
  const account = seller ? '121000 Account Receivable' : '211000 Account Payable';
  let balance = 0;
  let move = 1;
  v.lines.forEach((l, i) => {
    balance += l.amount;
    const dr = l.amount > 0 ? money(l.amount) : null;
    const cr = l.amount < 0 ? money(-l.amount) : null;
    if (l.kind === 'opening') {
      s.add(
        [null, null, null, 'Initial Balance', null, null, dr, cr, null, money(balance)],
        l.truth,
      );
      return;
    }
    const seq = pad(move++, 5);
    const [jrnl, ref] =
      l.kind === 'invoice'
        ? seller
          ? ['INV', l.document]
          : ['BILL', `BILL/2024/${seq} - ${l.document}`]
        : l.kind === 'payment'
          ? ['BNK1', `BNK1/2024/${seq}${l.payRef ? ` - ${l.payRef}` : ''}`]
          : l.kind === 'tds'
            ? ['MISC', `MISC/2024/${seq} - ${l.narration}`]
            : seller
              ? ['INV', l.document]
              : ['BILL', `RBILL/2024/${seq} - ${l.document}`];
    s.add(
      [
        usDate(l.day),
        jrnl,
        account,
        ref,
        l.kind === 'invoice' ? usDate(l.day + 30) : null,
        i % 3 === 0 ? null : `A${pad(i + 40, 4)}`,
        dr,
        cr,
        null,
        money(balance),
      ],
      l.truth,
    );
  });
  return { name, format: 'xlsx', sheets: [s] };
}

const SAP_ALV_TYPE: Record<LineKind, [buyer: string, seller: string]> = {
  opening: ['AB', 'AB'],
  invoice: ['KR', 'DR'],
  payment: ['KZ', 'DZ'],
  credit_note: ['KG', 'DG'],
  debit_note: ['KG', 'DG'],
  tds: ['SA', 'DA'],
};

/**
 * SAP FBL1N / FBL5N exported from the ALV grid to a spreadsheet: the header on row 1, date
 * cells, the amount in document currency beside the amount in local currency (some bills in
 * USD), the net due date, a Clearing Document and Clearing date, and a sum line at the foot.
 */
export function sapAlvLineItems(v: SideView, name: string): FileDraft {
  const buyer = v.owner === 'buyer';
  const k = buyer ? 0 : 1;
  const s = new SheetDraft('Sheet1', [8, 10, 14, 6, 12, 12, 12, 18, 18, 16, 8, 16, 8, 14, 12, 40]);
  s.add(
    [
      'Company Code',
      buyer ? 'Vendor' : 'Customer',
      'Document Number',
      'Document Type',
      'Document Date',
      'Posting Date',
      'Net due date',
      'Reference',
      'Assignment',
      'Amount in doc. curr.',
      'Document currency',
      'Amount in local currency',
      'Local Currency',
      'Clearing Document',
      'Clearing date',
      'Text',
    ],
    undefined,
    true,
  );
  const num = (minor: number): Cell => ({ value: minor / 100, format: '#,##0.00;-#,##0.00' });
  let docNo = buyer ? 5_105_000_010 : 1_400_000_210;
  let clearing = 1_500_000_100;
  let invoiceCount = 0;
  const lastCleared = v.lines.length - 8;
  v.lines.forEach((l, i) => {
    const reference = l.kind === 'payment' ? l.payRef : l.kind === 'tds' ? '' : l.document;
    // Every fifth bill was raised in dollars: the document currency is not the local one.
    const usd = l.kind === 'invoice' && invoiceCount++ % 5 === 3;
    const cleared = l.kind !== 'opening' && i < lastCleared && i % 4 !== 1;
    s.add(
      [
        '1000',
        buyer ? '100234' : '200871',
        String(docNo++),
        SAP_ALV_TYPE[l.kind][k],
        dateCell(l.day, 'dd.mm.yyyy'),
        dateCell(l.day + (l.kind === 'invoice' ? 2 : 0), 'dd.mm.yyyy'),
        dateCell(l.day + (l.kind === 'invoice' ? 45 : 0), 'dd.mm.yyyy'),
        reference,
        l.kind === 'opening' ? '' : dateText.iso(l.day).replace(/-/g, ''),
        usd ? num(Math.round(l.amount / 83.25)) : num(l.amount),
        usd ? 'USD' : 'INR',
        num(l.amount),
        'INR',
        cleared ? String(clearing++) : null,
        cleared ? dateCell(l.day + 20, 'dd.mm.yyyy') : null,
        l.kind === 'opening' ? 'Balance carryforward' : l.narration,
      ],
      l.truth,
    );
  });
  s.add(
    [null, null, null, null, null, null, null, null, null, null, null, num(sum(v.lines)), 'INR'],
    undefined,
    true,
  );
  return { name, format: 'xlsx', sheets: [s] };
}

/**
 * SAP FBL5N / FBL1N saved as "Text with Tabs" in Unicode: a UTF-16LE file with a BOM, tab
 * separated, named .xls as SAP names it; a leading empty column, amounts padded with spaces
 * and a trailing minus, a `*` total line.
 */
export function sapUnicodeText(v: SideView, name: string): FileDraft {
  const buyer = v.owner === 'buyer';
  const k = buyer ? 0 : 1;
  const s = new SheetDraft('');
  s.add([buyer ? 'Vendor Line Item Display' : 'Customer Line Item Display']);
  s.blank();
  s.add([buyer ? 'Vendor' : 'Customer', buyer ? '100234' : '200871', v.otherName]);
  s.add(['Company Code', '1000', v.ownerName]);
  s.blank();
  s.add(['', 'St', 'DocumentNo', 'Typ', 'Doc. Date', 'Reference', 'Amount in LC', 'LCurr', 'Text']);
  const text = (minor: number) =>
    `${western(Math.abs(minor))}${minor < 0 ? '-' : ' '}`.padStart(18, ' ');
  let docNo = buyer ? 5_100_004_400 : 1_800_007_700;
  for (const l of v.lines) {
    const reference = l.kind === 'payment' ? l.payRef : l.kind === 'tds' ? '' : l.document;
    s.add(
      [
        '',
        l.kind === 'opening' ? '' : '@5C\\Q@',
        String(docNo++),
        SAP_ALV_TYPE[l.kind][k],
        dateText.dmyDots(l.day),
        reference,
        text(l.amount),
        'INR',
        l.kind === 'opening' ? 'Balance carryforward' : l.narration,
      ],
      l.truth,
    );
  }
  s.add(['*', '', '', '', '', '', text(sum(v.lines)), 'INR', '']);
  return { name, format: 'txt', sheets: [s], separator: '\t', encoding: 'utf16le' };
}

/**
 * Busy in Hindi with English beside it: headers `दिनांक / Date`, `नामे / Debit`, `जमा /
 * Credit`, `शेष / Balance` (balance as text with Dr/Cr), the opening line `प्रारंभिक शेष`, and
 * at the foot `कुल योग` (grand total) and `अंतिम शेष` (closing balance).
 */
export function busyBilingual(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Ledger', [12, 16, 14, 18, 40, 14, 14, 18]);
  const buyer = v.owner === 'buyer';
  s.add([v.ownerName], undefined, true);
  s.add(['खाता विवरण / Account Statement']);
  s.add([`खाता : ${v.otherName}`]);
  s.add([`अवधि ${dateText.dmyDash(v.from)} से ${dateText.dmyDash(v.to)}`]);
  s.blank();
  s.add(
    [
      'दिनांक / Date',
      'वाउचर प्रकार / Vch Type',
      'वाउचर सं. / Vch No.',
      'बिल सं. / Bill No.',
      'विवरण / Particulars',
      'नामे / Debit',
      'जमा / Credit',
      'शेष / Balance',
    ],
    undefined,
    true,
  );
  const type: Record<LineKind, string> = {
    opening: '',
    invoice: buyer ? 'खरीद' : 'बिक्री',
    payment: buyer ? 'भुगतान' : 'प्राप्ति',
    credit_note: 'क्रेडिट नोट',
    debit_note: 'डेबिट नोट',
    tds: 'जर्नल',
  };
  let balance = 0;
  let dr = 0;
  let cr = 0;
  for (const l of v.lines) {
    balance += l.amount;
    if (l.amount > 0) dr += l.amount;
    else cr -= l.amount;
    const bill =
      l.kind === 'payment' ? l.payRef : l.kind === 'tds' || l.kind === 'opening' ? '' : l.document;
    s.add(
      [
        dateCell(l.day, 'dd-mm-yyyy'),
        type[l.kind],
        l.kind === 'opening' ? '' : l.voucher,
        bill,
        l.kind === 'opening' ? 'प्रारंभिक शेष' : l.narration,
        l.amount > 0 ? money(l.amount) : null,
        l.amount < 0 ? money(-l.amount) : null,
        drCr(balance),
      ],
      l.truth,
    );
  }
  s.add([null, null, null, null, 'कुल योग', money(dr), money(cr), null], undefined, true);
  s.add([null, null, null, null, 'अंतिम शेष', null, null, drCr(balance)], undefined, true);
  return { name, format: 'xlsx', sheets: [s] };
}

/**
 * Marg with its Hindi labels transliterated: `Dinank`, `Vivran`, `Bill Sankhya`, `Naame`
 * (debit), `Jama` (credit), `Baaki` (balance with Dr/Cr), dates as dd.mm.yy, plain amounts,
 * an English opening line and `Kul Yog` / `Antim Baaki` at the foot. CSV.
 */
export function margTransliterated(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('');
  s.add([v.ownerName.toUpperCase()]);
  s.add(['KHATA VIVRAN']);
  s.add([`PARTY : ${v.otherName.toUpperCase()}`]);
  s.add([`DINANK ${dmyShortDots(v.from)} SE ${dmyShortDots(v.to)}`]);
  s.blank();
  s.add(['Dinank', 'Vivran', 'Bill Sankhya', 'Naame', 'Jama', 'Baaki']);
  const plain = (minor: number) => (minor / 100).toFixed(2);
  let balance = 0;
  let dr = 0;
  let cr = 0;
  for (const l of v.lines) {
    balance += l.amount;
    if (l.amount > 0) dr += l.amount;
    else cr -= l.amount;
    const bill =
      l.kind === 'payment'
        ? l.payRef
        : l.kind === 'opening'
          ? ''
          : l.kind === 'tds'
            ? l.voucher
            : l.document;
    s.add(
      [
        dmyShortDots(l.day),
        l.kind === 'opening' ? 'Opening Balance' : l.narration,
        bill,
        l.amount > 0 ? plain(l.amount) : '',
        l.amount < 0 ? plain(-l.amount) : '',
        `${plain(Math.abs(balance))} ${balance >= 0 ? 'Dr' : 'Cr'}`,
      ],
      l.truth,
    );
  }
  s.add(['', 'Kul Yog', '', plain(dr), plain(cr), '']);
  s.add([
    '',
    'Antim Baaki',
    '',
    '',
    '',
    `${plain(Math.abs(balance))} ${balance >= 0 ? 'Dr' : 'Cr'}`,
  ]);
  return { name, format: 'csv', sheets: [s] };
}

/**
 * NetSuite "Transaction Detail" saved to Excel: Type | Date | Document Number (NetSuite's
 * own) | Reference No. (the vendor's bill) | Name | Memo | Account | Clr | Amount, grouped
 * under a row naming the vendor, `Total - <vendor>` and `Total` lines, negative amounts
 * shown in brackets by the cell format.
 */
export function netsuiteTransactionDetail(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Transaction Detail', [14, 11, 14, 18, 28, 44, 24, 5, 16]);
  const buyer = v.owner === 'buyer';
  s.add([v.ownerName], undefined, true);
  s.add(['Transaction Detail'], undefined, true);
  s.add(['April 2024 - March 2025']);
  s.add(
    [
      'Type',
      'Date',
      'Document Number',
      'Reference No.',
      'Name',
      'Memo',
      'Account',
      'Clr',
      'Amount',
    ],
    undefined,
    true,
  );
  s.add([v.otherName], undefined, true);
  const type: Record<LineKind, [string, string]> = {
    opening: ['Journal', 'JE'],
    invoice: buyer ? ['Bill', 'VB'] : ['Invoice', 'INV'],
    payment: buyer ? ['Bill Payment', 'BP'] : ['Payment', 'PYMT'],
    credit_note: buyer ? ['Bill Credit', 'VC'] : ['Credit Memo', 'CM'],
    debit_note: buyer ? ['Bill Credit', 'VC'] : ['Credit Memo', 'CM'],
    tds: ['Journal', 'JE'],
  };
  const amountCell = (minor: number): Cell => ({
    value: minor / 100,
    format: '#,##0.00;(#,##0.00)',
  });
  let n = 101;
  for (const l of v.lines) {
    const [t, prefix] = type[l.kind];
    const reference =
      l.kind === 'invoice' || l.kind === 'credit_note' || l.kind === 'debit_note' ? l.document : '';
    s.add(
      [
        t,
        dateCell(l.day, 'dd/mm/yyyy'),
        `${prefix}${pad(n++, 5)}`,
        reference,
        v.otherName,
        l.kind === 'opening' ? 'Opening Balance' : l.narration,
        buyer ? '2000 Accounts Payable' : '1100 Accounts Receivable',
        l.kind === 'payment' ? 'Yes' : null,
        amountCell(l.amount),
      ],
      l.truth,
    );
  }
  const total = amountCell(sum(v.lines));
  s.add(
    [`Total - ${v.otherName}`, null, null, null, null, null, null, null, total],
    undefined,
    true,
  );
  s.add(['Total', null, null, null, null, null, null, null, total], undefined, true);
  return { name, format: 'xlsx', sheets: [s] };
}

/**
 * A sheet whose dates lost their format: Excel serial numbers in a General column, header
 * on row 1, Debit / Credit number cells, no totals.
 */
export function serialDateSheet(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Ledger', [10, 14, 18, 48, 14, 14]);
  s.add(['Date', 'Voucher', 'Bill No', 'Narration', 'Debit', 'Credit'], undefined, true);
  const serial = (day: number) => day + 25_569;
  for (const l of v.lines) {
    const bill = l.kind === 'payment' ? l.payRef : l.kind === 'tds' ? '' : l.document;
    s.add(
      [
        serial(l.day),
        l.kind === 'opening' ? '' : l.voucher,
        bill,
        l.kind === 'opening' ? 'Opening Balance' : l.narration,
        l.amount > 0 ? money(l.amount) : null,
        l.amount < 0 ? money(-l.amount) : null,
      ],
      l.truth,
    );
  }
  return { name, format: 'xlsx', sheets: [s] };
}

/** `₹ 1,18,000/-` for whole rupees, `₹ 1,18,000.40` with paise. */
const rupees = (minor: number) =>
  minor % 100 === 0 ? `₹ ${indian(minor).slice(0, -3)}/-` : `₹ ${indian(minor)}`;

/**
 * A statement on a letterhead: a logo over the first rows, company name, address, phone,
 * GSTIN and CIN lines, a "Bill To" block with a statement date and the amount due, the
 * header on row 15; dates as `01-Apr-2024` text, amounts as `₹ 1,18,000/-`, balance with
 * Dr/Cr, a Total and a Closing Balance line, and a signature block.
 */
export function letterheadStatement(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Statement', [6, 13, 14, 20, 44, 18, 18, 22]);
  s.logo = true;
  s.blank();
  s.add([null, null, v.ownerName.toUpperCase()], undefined, true);
  s.merge('C2:H2');
  s.add([null, null, 'An ISO 9001:2015 certified company']);
  s.add([null, null, 'Survey No. 112/2, GIDC Estate, Vapi - 396195, Gujarat']);
  s.add([null, null, 'Ph: +91 260 240 1234 | accounts@party.example']);
  s.add([null, null, 'GSTIN: 24AABCB5678K1Z3 | CIN: U25209GJ2004PTC044321']);
  s.blank();
  s.add(['STATEMENT OF ACCOUNT'], undefined, true);
  s.merge('A8:H8');
  s.add(['To:', `M/s ${v.otherName}`, null, null, null, 'Statement Date:', dateText.dMonY(v.to)]);
  s.add([null, 'Mumbai', null, null, null, 'Amount Due:', rupees(Math.abs(sum(v.lines)))]);
  s.add([
    'Period:',
    `${dateText.dMonY(v.from)} to ${dateText.dMonY(v.to)}`,
    null,
    null,
    null,
    'Credit Days:',
    30,
  ]);
  s.blank();
  s.blank();
  s.blank();
  s.add(
    [
      'Sr.',
      'Date',
      'Voucher Type',
      'Invoice / Ref No.',
      'Particulars',
      'Debit (₹)',
      'Credit (₹)',
      'Balance (₹)',
    ],
    undefined,
    true,
  );
  const type: Record<LineKind, string> = {
    opening: '',
    invoice: v.owner === 'seller' ? 'Sales' : 'Purchase',
    payment: v.owner === 'seller' ? 'Receipt' : 'Payment',
    credit_note: 'Credit Note',
    debit_note: 'Debit Note',
    tds: 'Journal',
  };
  let balance = 0;
  let dr = 0;
  let cr = 0;
  v.lines.forEach((l, i) => {
    balance += l.amount;
    if (l.amount > 0) dr += l.amount;
    else cr -= l.amount;
    const ref =
      l.kind === 'payment' ? l.payRef : l.kind === 'opening' || l.kind === 'tds' ? '' : l.document;
    s.add(
      [
        i + 1,
        dateText.dMonY(l.day),
        type[l.kind],
        ref,
        l.kind === 'opening' ? 'Opening Balance' : l.narration,
        l.amount > 0 ? rupees(l.amount) : '',
        l.amount < 0 ? rupees(-l.amount) : '',
        `${rupees(Math.abs(balance))} ${balance >= 0 ? 'Dr' : 'Cr'}`,
      ],
      l.truth,
    );
  });
  s.add([null, null, null, null, 'Total', rupees(dr), rupees(cr), null], undefined, true);
  s.add(
    [
      null,
      null,
      null,
      null,
      'Closing Balance',
      null,
      null,
      `${rupees(Math.abs(balance))} ${balance >= 0 ? 'Dr' : 'Cr'}`,
    ],
    undefined,
    true,
  );
  s.blank();
  s.add([null, null, null, null, null, null, `For ${v.ownerName}`]);
  s.blank();
  s.add([null, null, null, null, null, null, 'Authorised Signatory']);
  return { name, format: 'xlsx', sheets: [s] };
}

/** Comma decimals and dot grouping: -118000.5 -> `-118.000,50`. */
const european = (minor: number) =>
  `${minor < 0 ? '-' : ''}${western(Math.abs(minor)).replace(/,/g, '#').replace('.', ',').replace(/#/g, '.')}`;

/**
 * Microsoft Dynamics 365 Business Central "Vendor Ledger Entries" (or customer) as CSV from a
 * European locale: UTF-8 with a BOM, `;` separators, comma decimals with dot grouping,
 * dd.mm.yyyy dates, our Document No. beside the vendor's External Document No., Original
 * Amount, Amount and Remaining Amount, a Due Date and an Open flag.
 */
export function businessCentralCsv(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('');
  const buyer = v.owner === 'buyer';
  s.add([
    'Posting Date',
    'Document Type',
    'Document No.',
    'External Document No.',
    buyer ? 'Vendor No.' : 'Customer No.',
    'Description',
    'Original Amount',
    'Amount',
    'Remaining Amount',
    'Due Date',
    'Open',
  ]);
  const type: Record<LineKind, [string, string]> = {
    opening: ['', 'OB'],
    invoice: ['Invoice', buyer ? 'PI' : 'SI'],
    payment: ['Payment', 'PAY'],
    credit_note: ['Credit Memo', buyer ? 'PCM' : 'SCM'],
    debit_note: ['Credit Memo', buyer ? 'PCM' : 'SCM'],
    tds: ['', 'GJ'],
  };
  let n = 1;
  const open = v.lines.length - 6;
  v.lines.forEach((l, i) => {
    const [t, prefix] = type[l.kind];
    const external =
      l.kind === 'payment' ? l.payRef : l.kind === 'opening' || l.kind === 'tds' ? '' : l.document;
    s.add(
      [
        dateText.dmyDots(l.day),
        t,
        `${prefix}-${pad(n++, 6)}`,
        external,
        buyer ? 'V00420' : 'C00420',
        l.kind === 'opening' ? 'Opening Balance' : l.narration,
        european(l.amount),
        european(l.amount),
        european(i >= open ? l.amount : 0),
        l.kind === 'invoice' ? dateText.dmyDots(l.day + 30) : '',
        i >= open ? 'Yes' : 'No',
      ],
      l.truth,
    );
  });
  return { name, format: 'csv', sheets: [s], separator: ';', encoding: 'utf8-bom' };
}
