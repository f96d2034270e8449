import type { LedgerStory, LineKind, Role, StoryLine } from './ledger-story';
import { dateOf, dateText, indian, western } from './random';
import { SheetDraft, type Cell, type FileDraft } from './sheet-draft';

/** One side of a story as a renderer sees it: its lines, whose file it is, and the names. */
export type SideView = {
  lines: StoryLine[];
  owner: Role;
  ownerName: string;
  otherName: string;
  from: number;
  to: number;
};

export function sidesOf(story: LedgerStory): { books: SideView; counterparty: SideView } {
  const other: Role = story.ourRole === 'buyer' ? 'seller' : 'buyer';
  return {
    books: {
      lines: story.books,
      owner: story.ourRole,
      ownerName: story.us,
      otherName: story.party,
      from: story.from,
      to: story.from + 364,
    },
    counterparty: {
      lines: story.counterparty,
      owner: other,
      ownerName: story.party,
      otherName: story.us,
      from: story.from,
      to: story.counterpartyEnd,
    },
  };
}

const amount = (minor: number): Cell => ({ amount: minor });
const sum = (lines: StoryLine[]) => lines.reduce((s, l) => s + l.amount, 0);

export const TALLY_TYPE: Record<LineKind, [buyer: string, seller: string]> = {
  opening: ['', ''],
  invoice: ['Purchase', 'Sales'],
  payment: ['Payment', 'Receipt'],
  credit_note: ['Debit Note', 'Credit Note'],
  debit_note: ['Debit Note', 'Credit Note'],
  tds: ['Journal', 'Journal'],
};
export const TALLY_LEDGER: Record<LineKind, [buyer: string, seller: string]> = {
  opening: ['Opening Balance', 'Opening Balance'],
  invoice: ['Purchase GST 18%', 'Sales GST 18%'],
  payment: ['HDFC Bank A/c 50200012345678', 'ICICI Bank Current A/c'],
  credit_note: ['Purchase Returns', 'Sales Returns'],
  debit_note: ['Purchase Returns', 'Sales Returns'],
  tds: ['TDS Payable 194C', 'TDS Receivable'],
};

/**
 * Tally ledger export: title block, Date | Particulars | Vch Type | Vch No. | (Ref. No.) |
 * Debit | Credit, date cells, the narration on its own row under each voucher, Current
 * Total and Closing Balance at the foot. A seller's sales voucher number is the invoice
 * number; a buyer's is internal, with the supplier's bill number under Ref. No.
 */
export function tallyLedger(v: SideView, name: string, narrationRows = true): FileDraft {
  const s = new SheetDraft(v.otherName.slice(0, 31), [12, 34, 12, 18, 18, 14, 14]);
  const buyer = v.owner === 'buyer';
  const k = buyer ? 0 : 1;
  s.add([v.ownerName], undefined, true);
  s.add(['Mumbai']);
  s.add([`Ledger Account: ${v.otherName}`]);
  s.add([`${dateText.dMonY(v.from)} to ${dateText.dMonY(v.to)}`]);
  s.blank();
  const header = buyer
    ? ['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Ref. No.', 'Debit', 'Credit']
    : ['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Debit', 'Credit'];
  s.add(header, undefined, true);
  let debit = 0;
  let credit = 0;
  for (const l of v.lines) {
    const dr = l.amount > 0 ? amount(l.amount) : null;
    const cr = l.amount < 0 ? amount(-l.amount) : null;
    if (l.amount > 0) debit += l.amount;
    else credit -= l.amount;
    if (l.kind === 'opening') {
      s.add(
        buyer
          ? [null, 'Opening Balance', null, null, null, dr, cr]
          : [null, 'Opening Balance', null, null, dr, cr],
        l.truth,
      );
      continue;
    }
    // A seller's sales and credit-note vouchers are numbered with the document number.
    const vch =
      !buyer && (l.kind === 'invoice' || l.kind === 'credit_note') ? l.document : l.voucher;
    const cells: Cell[] = [dateOf(l.day), TALLY_LEDGER[l.kind][k], TALLY_TYPE[l.kind][k], vch];
    if (buyer) cells.push(l.kind === 'payment' || l.kind === 'tds' ? null : l.document);
    cells.push(dr, cr);
    s.add(cells, l.truth);
    if (narrationRows && l.narration) s.add([null, l.narration]);
  }
  const pad = buyer ? [null, null, null] : [null, null];
  s.add([null, 'Current Total', ...pad, amount(debit), amount(credit)], undefined, true);
  const close = debit - credit;
  s.add(
    [
      null,
      'Closing Balance',
      ...pad,
      close > 0 ? amount(close) : null,
      close < 0 ? amount(-close) : null,
    ],
    undefined,
    true,
  );
  return { name, format: 'xlsx', sheets: [s] };
}

const SAP_TYPE: Record<LineKind, [buyer: string, seller: string]> = {
  opening: ['AB', 'AB'],
  invoice: ['KR', 'RV'],
  payment: ['KZ', 'DZ'],
  credit_note: ['KG', 'DG'],
  debit_note: ['KG', 'DG'],
  tds: ['SA', 'DA'],
};

/**
 * SAP FBL1N (vendor line items, the buyer's view) or FBL5N (customer line items, the
 * seller's): internal document numbers, the party's number under Reference, dd.mm.yyyy text
 * dates, one signed amount (FBL1N as text with a trailing minus), '*' and '**' total rows.
 */
export function sapLineItems(v: SideView, name: string): FileDraft {
  const buyer = v.owner === 'buyer';
  const k = buyer ? 0 : 1;
  const s = new SheetDraft('Sheet1', [4, 16, 12, 5, 11, 11, 18, 16, 6, 40]);
  s.add([buyer ? 'Vendor Line Item Display' : 'Customer Line Item Display'], undefined, true);
  s.blank();
  s.add([buyer ? 'Vendor' : 'Customer', buyer ? '100234' : '200871', v.otherName]);
  s.add(['Company Code', '1000', v.ownerName]);
  s.blank();
  s.add(
    [
      'St',
      'Assignment',
      'DocumentNo',
      'Typ',
      'Doc. Date',
      'Pstng Date',
      'Reference',
      'Amount in LC',
      'LCurr',
      'Text',
    ],
    undefined,
    true,
  );
  let docNo = buyer ? 5_100_000_120 : 1_800_000_450;
  for (const l of v.lines) {
    const reference = l.kind === 'payment' ? l.payRef : l.kind === 'tds' ? '' : l.document;
    const assignment =
      l.kind === 'invoice'
        ? l.document.replace(/\W/g, '').slice(0, 18)
        : dateText.iso(l.day).replace(/-/g, '');
    const amountCell: Cell = buyer ? sapText(l.amount) : amount(l.amount);
    s.add(
      [
        l.kind === 'opening' ? '' : '@5C\\Q@',
        l.kind === 'opening' ? '' : assignment,
        String(docNo++),
        SAP_TYPE[l.kind][k],
        dateText.dmyDots(l.day),
        dateText.dmyDots(l.day + (l.kind === 'invoice' ? 2 : 0)),
        reference,
        amountCell,
        'INR',
        l.kind === 'opening' ? 'Balance carryforward' : l.narration,
      ],
      l.truth,
    );
  }
  const total = sum(v.lines);
  s.add(
    ['*', null, null, null, null, null, null, buyer ? sapText(total) : amount(total), 'INR'],
    undefined,
    true,
  );
  s.add(
    ['**', null, null, null, null, null, null, buyer ? sapText(total) : amount(total), 'INR'],
    undefined,
    true,
  );
  return { name, format: 'xlsx', sheets: [s] };
}

/** SAP's text amounts: Western grouping, a trailing minus. */
function sapText(minor: number): string {
  return minor < 0 ? `${western(-minor)}-` : western(minor);
}

/**
 * Zoho Books statement of accounts (the seller's): a title block with an account summary of
 * label/amount pairs, then Date | Transactions | Details | Amount | Payments | Balance with
 * amounts as Indian-grouped text, and a Balance Due line under the table.
 */
export function zohoStatement(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Statement', [12, 20, 44, 16, 16, 16]);
  s.add([v.ownerName], undefined, true);
  s.add(['Plot 14, MIDC Andheri East, Mumbai 400093']);
  s.add(['Statement of Accounts'], undefined, true);
  s.add([`${dateText.dmySlash(v.from)} To ${dateText.dmySlash(v.to)}`]);
  s.blank();
  s.add(['To']);
  s.add([v.otherName]);
  s.blank();
  const invoiced = v.lines.filter((l) => l.kind === 'invoice').reduce((a, l) => a + l.amount, 0);
  const opening = v.lines.filter((l) => l.kind === 'opening').reduce((a, l) => a + l.amount, 0);
  const paid = v.lines.filter((l) => l.amount < 0).reduce((a, l) => a - l.amount, 0);
  s.add(['Account Summary'], undefined, true);
  s.add(['Opening Balance', `₹${indian(opening)}`]);
  s.add(['Invoiced Amount', `₹${indian(invoiced)}`]);
  s.add(['Amount Paid', `₹${indian(paid)}`]);
  s.add(['Balance Due', `₹${indian(sum(v.lines))}`]);
  s.blank();
  s.add(['Date', 'Transactions', 'Details', 'Amount', 'Payments', 'Balance'], undefined, true);
  let balance = 0;
  for (const l of v.lines) {
    balance += l.amount;
    const [what, details] = zohoText(l);
    const up = l.amount >= 0 ? indian(l.amount) : '';
    const down = l.amount < 0 ? indian(-l.amount) : '';
    s.add([dateText.dmySlash(l.day), what, details, up, down, indian(balance)], l.truth);
  }
  s.blank();
  s.add([null, null, null, null, 'Balance Due', `₹${indian(balance)}`], undefined, true);
  return { name, format: 'xlsx', sheets: [s] };
}

function zohoText(l: StoryLine): [string, string] {
  switch (l.kind) {
    case 'opening':
      return ['***Opening Balance***', ''];
    case 'invoice':
      return ['Invoice', `${l.document} - due on ${dateText.dmySlash(l.day + 30)}`];
    case 'payment':
      return ['Payment Received', l.payRef ? `NEFT ref ${l.payRef}` : 'Bank transfer'];
    case 'credit_note':
    case 'debit_note':
      return ['Credit Note', l.document];
    case 'tds':
      return ['Journal', l.narration];
  }
}

/**
 * QuickBooks customer statement: DATE | ACTIVITY | AMOUNT | BALANCE with the document number
 * only inside the activity text, payments negative, and an ageing block under the table.
 */
export function quickbooksStatement(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Statement', [12, 52, 16, 16]);
  s.add([v.ownerName], undefined, true);
  s.add(['Statement'], undefined, true);
  s.add(['Statement no.', '1042']);
  s.add(['Date', dateOf(v.to)]);
  s.add(['To', v.otherName]);
  s.blank();
  s.add(['DATE', 'ACTIVITY', 'AMOUNT', 'BALANCE'], undefined, true);
  let balance = 0;
  for (const l of v.lines) {
    balance += l.amount;
    s.add([dateOf(l.day), quickbooksText(l), amount(l.amount), amount(balance)], l.truth);
  }
  s.blank();
  s.add(
    [
      'CURRENT',
      '1-30 DAYS PAST DUE',
      '31-60 DAYS PAST DUE',
      '61-90 DAYS PAST DUE',
      '90+ DAYS PAST DUE',
      'AMOUNT DUE',
    ],
    undefined,
    true,
  );
  const third = Math.round(balance / 3);
  s.add([
    amount(third),
    amount(balance - 2 * third),
    amount(third),
    amount(0),
    amount(0),
    amount(balance),
  ]);
  return { name, format: 'xlsx', sheets: [s] };
}

function quickbooksText(l: StoryLine): string {
  switch (l.kind) {
    case 'opening':
      return 'Balance Forward';
    case 'invoice':
      return `Invoice #${l.document}: Due ${dateText.dmySlash(l.day + 30)}.`;
    case 'payment':
      return l.payRef ? `Payment: ${l.payRef}` : 'Payment';
    case 'credit_note':
    case 'debit_note':
      return `Credit Memo #${l.document}`;
    case 'tds':
      return `Journal: ${l.narration}`;
  }
}

/** The number a one-column export (Busy, Marg, hand-made sheets) shows for a line. */
function oneNumber(l: StoryLine): string {
  if (l.kind === 'invoice' || l.kind === 'credit_note' || l.kind === 'debit_note')
    return l.document;
  return l.voucher;
}

/**
 * Busy CSV: a title block, Date,Vch/Bill No,Account,Narration,Amount,Dr/Cr with unsigned
 * Indian-grouped amounts and the sign in its own column, Opening Bal. and Closing Bal. lines.
 */
export function busyCsv(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('');
  s.add([v.ownerName]);
  s.add([`Ledger : ${v.otherName}`]);
  s.add([`From ${dateText.dmyDash(v.from)} to ${dateText.dmyDash(v.to)}`]);
  s.blank();
  s.add(['Date', 'Vch/Bill No', 'Account', 'Narration', 'Amount', 'Dr/Cr']);
  const k = v.owner === 'buyer' ? 0 : 1;
  for (const l of v.lines) {
    const drcr = l.amount >= 0 ? 'Dr' : 'Cr';
    if (l.kind === 'opening') {
      s.add(
        [dateText.dmyDash(l.day), '', 'Opening Bal.', '', indian(Math.abs(l.amount)), drcr],
        l.truth,
      );
      continue;
    }
    s.add(
      [
        dateText.dmyDash(l.day),
        oneNumber(l),
        TALLY_LEDGER[l.kind][k],
        l.narration,
        indian(Math.abs(l.amount)),
        drcr,
      ],
      l.truth,
    );
  }
  const total = sum(v.lines);
  s.add(['', '', 'Closing Bal.', '', indian(Math.abs(total)), total >= 0 ? 'Dr' : 'Cr']);
  return { name, format: 'csv', sheets: [s] };
}

/**
 * Marg CSV, semicolon-separated: Date;Type;Vno;Bill No;Narration;Amount;D/C with D or C,
 * plain amounts, a Total line with both sums.
 */
export function margCsv(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('');
  s.add([`${v.ownerName.toUpperCase()}`]);
  s.add([`PARTY LEDGER - ${v.otherName.toUpperCase()}`]);
  s.add(['Date', 'Type', 'Vno', 'Bill No', 'Narration', 'Amount', 'D/C']);
  const type: Record<LineKind, string> = {
    opening: 'OPN',
    invoice: v.owner === 'buyer' ? 'PUR' : 'SALE',
    payment: v.owner === 'buyer' ? 'PYMT' : 'RCPT',
    credit_note: 'CRNT',
    debit_note: 'DBNT',
    tds: 'JRNL',
  };
  let dr = 0;
  let cr = 0;
  for (const l of v.lines) {
    if (l.amount >= 0) dr += l.amount;
    else cr -= l.amount;
    const bill =
      l.kind === 'payment' ? l.payRef : l.kind === 'tds' || l.kind === 'opening' ? '' : l.document;
    s.add(
      [
        dateText.dmySlash(l.day),
        type[l.kind],
        l.kind === 'opening' ? '' : l.voucher,
        bill,
        l.kind === 'opening' ? 'OPENING BALANCE' : l.narration,
        (Math.abs(l.amount) / 100).toFixed(2),
        l.amount >= 0 ? 'D' : 'C',
      ],
      l.truth,
    );
  }
  s.add(['', '', '', '', 'TOTAL', `${(dr / 100).toFixed(2)} / ${(cr / 100).toFixed(2)}`, '']);
  return { name, format: 'csv', sheets: [s], separator: ';' };
}

/**
 * A statement typed by hand in Excel: merged title cells, S.No, dates as date cells and as
 * text in two styles, amounts as Indian-grouped text, a blank row between months, month
 * totals, a grand total and a closing line with Dr/Cr.
 */
export function handTyped(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Sheet1', [6, 12, 18, 40, 16, 16]);
  s.add([v.ownerName.toUpperCase()], undefined, true);
  s.merge('A1:F1');
  s.add([`Statement of account of M/s ${v.otherName}`]);
  s.merge('A2:F2');
  s.add([`Period: ${dateText.dmyDots(v.from)} to ${dateText.dmyDots(v.to)}`]);
  s.merge('A3:F3');
  s.blank();
  s.add(
    ['S.No', 'Date', 'Bill No.', 'Description', 'Debit (Rs.)', 'Credit (Rs.)'],
    undefined,
    true,
  );
  let n = 1;
  let month = -1;
  let monthDr = 0;
  let monthCr = 0;
  let dr = 0;
  let cr = 0;
  const monthTotal = () => {
    if (month < 0) return;
    s.add(
      [null, null, null, 'Total', monthDr ? indian(monthDr) : '', monthCr ? indian(monthCr) : ''],
      undefined,
      true,
    );
    s.blank();
    monthDr = monthCr = 0;
  };
  v.lines.forEach((l, i) => {
    const m = dateOf(l.day).getUTCMonth();
    if (m !== month) {
      monthTotal();
      month = m;
    }
    const date: Cell =
      i % 3 === 0 ? dateOf(l.day) : i % 3 === 1 ? dateText.dmySlash(l.day) : dateText.dMonYY(l.day);
    const desc = l.kind === 'opening' ? 'Opening balance' : l.narration;
    const number = l.kind === 'opening' ? '' : l.kind === 'payment' ? l.payRef : oneNumber(l);
    if (l.amount >= 0) {
      dr += l.amount;
      monthDr += l.amount;
    } else {
      cr -= l.amount;
      monthCr -= l.amount;
    }
    s.add(
      [
        n++,
        date,
        number,
        desc,
        l.amount >= 0 ? indian(l.amount) : '',
        l.amount < 0 ? indian(-l.amount) : '',
      ],
      l.truth,
    );
  });
  monthTotal();
  s.add([null, null, null, 'GRAND TOTAL', indian(dr), indian(cr)], undefined, true);
  const close = dr - cr;
  s.add([
    null,
    null,
    null,
    `Closing balance ${indian(Math.abs(close))} ${close >= 0 ? 'Dr' : 'Cr'}`,
  ]);
  s.add([null, null, null, 'E.& O.E.']);
  return { name, format: 'xlsx', sheets: [s] };
}

/**
 * A seller's statement saved as .xls by LibreOffice: Date | Particulars | Ref No |
 * Invoice Amount | Amount Received | Balance, with the running balance as text with Dr/Cr.
 */
export function receivedStatementXls(v: SideView, name: string): FileDraft {
  const s = new SheetDraft('Party Statement', [12, 40, 18, 16, 16, 18]);
  s.add([`${v.ownerName} - Statement of Account`], undefined, true);
  s.add([`Party: ${v.otherName}`]);
  s.add([`From ${dateText.dmySlash(v.from)} To ${dateText.dmySlash(v.to)}`]);
  s.add(
    ['Date', 'Particulars', 'Ref No', 'Invoice Amount', 'Amount Received', 'Balance'],
    undefined,
    true,
  );
  let balance = 0;
  for (const l of v.lines) {
    balance += l.amount;
    const ref =
      l.kind === 'payment' ? l.payRef : l.kind === 'opening' || l.kind === 'tds' ? '' : l.document;
    s.add(
      [
        dateOf(l.day),
        l.kind === 'opening' ? 'Opening Balance' : l.narration,
        ref,
        l.amount >= 0 ? amount(l.amount) : null,
        l.amount < 0 ? amount(-l.amount) : null,
        `${indian(Math.abs(balance))} ${balance >= 0 ? 'Dr' : 'Cr'}`,
      ],
      l.truth,
    );
  }
  s.add(
    [
      null,
      'Closing Balance',
      null,
      null,
      null,
      `${indian(Math.abs(balance))} ${balance >= 0 ? 'Dr' : 'Cr'}`,
    ],
    undefined,
    true,
  );
  return { name, format: 'xls', sheets: [s] };
}
