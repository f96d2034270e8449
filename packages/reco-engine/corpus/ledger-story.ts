import type { TruthMark, TruthStatus } from './corpus.types';
import { dayOf, Random } from './random';

export type LineKind = 'opening' | 'invoice' | 'payment' | 'credit_note' | 'debit_note' | 'tds';

/** One entry of one side's ledger, as that side books it. */
export type StoryLine = {
  day: number;
  /** Minor units; positive is a debit in this side's own books. */
  amount: number;
  kind: LineKind;
  /** This side's own voucher number (never known to the other side). */
  voucher: string;
  /** The party document (invoice, bill, note number) as this side writes it; '' when none. */
  document: string;
  /** Payment reference (UTR, cheque number) when this side keeps one; '' otherwise. */
  payRef: string;
  narration: string;
  truth: TruthMark;
};

export type Role = 'buyer' | 'seller';

/** Both ledgers of one trading relationship, with the truth of every entry. */
export type LedgerStory = {
  books: StoryLine[];
  counterparty: StoryLine[];
  /** Which file the seller (the issuer of the invoices) keeps. */
  ourRole: Role;
  from: number;
  /** Last day the counterparty's statement covers (books run to the end of March). */
  counterpartyEnd: number;
  /** Company names, for title blocks. */
  us: string;
  party: string;
};

export type StoryOptions = {
  seed: number;
  ourRole: Role;
  /** Invoice number prefix of the seller, e.g. 'GT'. */
  prefix: string;
  invoices?: number;
  /** How the buyer writes the seller's invoice number (variants that normalise equal). */
  buyerStyle?: (invoiceNo: string, n: number, r: Random) => string;
  us?: string;
  party?: string;
  /** Two invoices of one amount a day apart, each to be paired by its number, not by amount. */
  twins?: boolean;
};

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** Buyer-side ways of writing `GT/24-25/0024` that all mean the same document. */
export function defaultBuyerStyle(invoiceNo: string, n: number, r: Random): string {
  const prefix = invoiceNo.split('/')[0]!;
  switch (r.int(0, 4)) {
    case 0:
      return invoiceNo;
    case 1:
      return `${prefix}/${n}`;
    case 2:
      return `${prefix}-${pad(n, 4)}`;
    case 3:
      return `${prefix.toLowerCase()}/2024-25/${n}`;
    default:
      return `${prefix} ${pad(n, 3)}`;
  }
}

/**
 * A year of trade between us and one party, told from both sides: invoices, payments with
 * and without references, TDS journals, credit and debit notes, and every difference
 * RECO.md names (document-number variants, rounding, amount and TDS differences, split and
 * grouped payments, duplicates, one-sided entries, timing at the period end, decoys).
 */
export function ledgerStory(o: StoryOptions): LedgerStory {
  const r = new Random(o.seed);
  const N = o.invoices ?? 36;
  const style = o.buyerStyle ?? defaultBuyerStyle;
  const from = dayOf(2024, 4, 1);
  const end = dayOf(2025, 3, 31);
  const counterpartyEnd = dayOf(2025, 3, 25);
  const booksIs = (role: Role) => role === o.ourRole;
  // Seller's and buyer's lines; translated to books / counterparty at the end.
  const seller: StoryLine[] = [];
  const buyer: StoryLine[] = [];
  let groupNo = 0;
  const group = () => `g${++groupNo}`;
  const only = (role: Role): TruthStatus =>
    booksIs(role) ? 'only_in_books' : 'only_in_counterparty';
  let sellerVoucher = 100;
  let buyerVoucher = 1;
  let receiptNo = 1;
  let paymentNo = 1;
  let journalNo = 1;
  const us = o.us ?? 'Concord Traders Pvt Ltd';
  const party = o.party ?? 'Acme Industries Ltd';
  const sellerName = o.ourRole === 'seller' ? us : party;
  const buyerName = o.ourRole === 'seller' ? party : us;

  const line = (
    day: number,
    amount: number,
    kind: LineKind,
    voucher: string,
    document: string,
    payRef: string,
    narration: string,
    truth: TruthMark,
  ): StoryLine => ({ day, amount, kind, voucher, document, payRef, narration, truth });

  // Opening balance: the seller's receivable, the buyer's payable.
  const opening = 100 * r.int(50_000, 400_000);
  const og = group();
  seller.push(
    line(from, opening, 'opening', '', '', '', 'Opening Balance', { group: og, status: 'matched' }),
  );
  buyer.push(
    line(from, -opening, 'opening', '', '', '', 'Opening Balance', {
      group: og,
      status: 'matched',
    }),
  );

  type Invoice = {
    no: string;
    n: number;
    day: number;
    taxable: number;
    gross: number;
    paid: boolean;
  };
  const invoices: Invoice[] = [];
  const invoiceNo = (n: number) => `${o.prefix}/24-25/${pad(n, 4)}`;
  for (let i = 0; i < N; i++) {
    const n = 20 + i;
    let day = from + 5 + Math.floor((i * 340) / N) + r.int(0, 2);
    let taxable = 100 * r.int(5_000, 450_000);
    if (o.twins && i === 29) {
      taxable = invoices[28]!.taxable;
      day = invoices[28]!.day + 1;
    }
    const gross = taxable + Math.round(taxable * 0.18);
    const no = invoiceNo(n);
    const inv: Invoice = { no, n, day, taxable, gross, paid: true };
    invoices.push(inv);
    const bDay = day + r.int(0, 3);
    const sv = () => `SV${pad(sellerVoucher++, 5)}`;
    const bv = () => `PUR/${buyerVoucher++}`;
    const sNarr = `Sales to ${buyerName}`;
    const bNarr = (doc: string) => `Being purchase vide bill no ${doc}`;
    const g = group();
    /** The seller's invoice and the buyer's booking of it, as one truth group. */
    const pair = (
      doc: string,
      buyerAmount: number,
      status: TruthStatus,
      remark2?: string,
      note = '',
    ) => {
      const truth: TruthMark = remark2 ? { group: g, status, remark2 } : { group: g, status };
      seller.push(line(day, inv.gross, 'invoice', sv(), no, '', sNarr, truth));
      buyer.push(
        line(bDay, -buyerAmount, 'invoice', bv(), doc, '', `${bNarr(doc)}${note}`, { ...truth }),
      );
    };
    if (i === 2) {
      // Rounding: the buyer's bill is 0.40 short.
      pair(style(no, n, r), inv.gross - 40, 'matched');
    } else if (i === 5) {
      // Amount difference that is not a tax rate.
      pair(style(no, n, r), inv.gross - 125_000, 'mismatch');
    } else if (i === 8) {
      // The buyer books the bill net of 2% TDS on the taxable value (RECO example 5).
      const doc = style(no, n, r);
      inv.paid = false;
      pair(doc, inv.gross - Math.round(taxable * 0.02), 'mismatch', 'TDS 2%', ' less TDS 194C');
    } else if (i === 11) {
      // Not booked by the buyer at all.
      inv.paid = false;
      seller.push(
        line(day, inv.gross, 'invoice', sv(), no, '', sNarr, { group: g, status: only('seller') }),
      );
    } else if (i === 14) {
      // Booked twice on the books side: the second is a duplicate.
      pair(style(no, n, r), inv.gross, 'matched');
      const dup = group();
      const target = booksIs('seller') ? seller : buyer;
      const again = { ...target[target.length - 1]!, day: target[target.length - 1]!.day + 1 };
      target.push({
        ...again,
        voucher: booksIs('seller') ? sv() : bv(),
        truth: { group: dup, status: 'only_in_books' },
      });
    } else if (i === 17) {
      // The buyer typed another prefix: similar number, a suggestion only.
      pair(`${o.prefix}S/24-25/${pad(n, 4)}`, inv.gross, 'suggested');
    } else if (i === 23) {
      // Decoy: '1234' on one side, '12345' on the other, equal amounts, neither is the other.
      inv.paid = false;
      const other = group();
      seller.push(
        line(day, inv.gross, 'invoice', sv(), `${o.prefix}/24-25/1234`, '', sNarr, {
          group: g,
          status: only('seller'),
          orSuggestedWith: other,
        }),
      );
      const doc = `${o.prefix}/24-25/12345`;
      buyer.push(
        line(bDay, -inv.gross, 'invoice', bv(), doc, '', `Purchase bill ${doc} (wrong ledger)`, {
          group: other,
          status: only('buyer'),
          orSuggestedWith: g,
        }),
      );
    } else {
      pair(style(no, n, r), inv.gross, 'matched');
    }

    // Credit notes from the seller: one booked by the buyer as a debit note, one not booked.
    if (i === 10 || i === 26) {
      const cn = `CN/24-25/${pad(i === 10 ? 3 : 7, 3)}`;
      const amount = 100 * r.int(1_000, 20_000);
      const cg = group();
      const cday = day + 4;
      if (i === 10) {
        seller.push(
          line(
            cday,
            -amount,
            'credit_note',
            `CRN${pad(i, 3)}`,
            cn,
            '',
            `Credit note for rate difference`,
            { group: cg, status: 'matched' },
          ),
        );
        buyer.push(
          line(
            cday + 2,
            amount,
            'credit_note',
            `DN/${i}`,
            cn,
            '',
            `Debit note against credit note ${cn}`,
            { group: cg, status: 'matched' },
          ),
        );
      } else {
        seller.push(
          line(
            cday,
            -amount,
            'credit_note',
            `CRN${pad(i, 3)}`,
            cn,
            '',
            `Credit note for damaged goods`,
            { group: cg, status: only('seller') },
          ),
        );
      }
    }
    // A debit note the buyer raised that the seller never accepted.
    if (i === 20) {
      const amount = 100 * r.int(2_000, 9_000);
      buyer.push(
        line(
          day + 6,
          amount,
          'debit_note',
          `DN/${i}`,
          `DN/${i}`,
          '',
          'Debit note for shortage in supply',
          { group: group(), status: only('buyer') },
        ),
      );
    }
  }

  // Payments: every three invoices, the buyer pays them less 2% TDS on the taxable value.
  let paymentIndex = 0;
  for (let k = 0; k + 2 < invoices.length; k += 3) {
    const bills = invoices.slice(k, k + 3).filter((b) => b.paid);
    if (bills.length === 0) continue;
    const j = paymentIndex++;
    const day = bills[bills.length - 1]!.day + r.int(15, 30);
    const tdsOf = (b: Invoice) => Math.round(b.taxable * 0.02);
    const amount = bills.reduce((s, b) => s + b.gross - tdsOf(b), 0);
    const utr = `HDFCN${5_202_400_000_000 + r.int(100_000, 999_999)}`;
    const billList = bills.map((b) => b.no).join(', ');
    const pv = () => `${paymentNo++}`;
    const rv = () => `RCT/${receiptNo++}`;
    const g = group();
    // TDS journals, one per bill, on the buyer's side; the seller books most of them.
    for (const b of bills) {
      const tg = group();
      const tds = tdsOf(b);
      const missing = r.next() < 0.2;
      buyer.push(
        line(day, tds, 'tds', `JV/${journalNo++}`, '', '', `TDS u/s 194C on bill ${b.no}`, {
          group: tg,
          status: missing ? only('buyer') : 'matched',
        }),
      );
      if (!missing)
        seller.push(
          line(
            day + r.int(1, 6),
            -tds,
            'tds',
            `JV-S/${journalNo}`,
            '',
            '',
            `TDS deducted by ${buyerName} - ${b.no}`,
            { group: tg, status: 'matched' },
          ),
        );
    }
    if (j === 1) {
      // The seller's receipt carries no reference: amount and date only.
      buyer.push(
        line(day, amount, 'payment', pv(), '', utr, `NEFT ${utr} paid against ${billList}`, {
          group: g,
          status: 'suggested',
        }),
      );
      seller.push(
        line(day + 1, -amount, 'payment', rv(), '', '', `By NEFT from ${buyerName}`, {
          group: g,
          status: 'suggested',
        }),
      );
    } else if (j === 3) {
      // One payment, booked by the seller as one receipt per bill with the same UTR.
      buyer.push(
        line(day, amount, 'payment', pv(), '', utr, `NEFT ${utr} paid against ${billList}`, {
          group: g,
          status: 'matched',
        }),
      );
      for (const b of bills)
        seller.push(
          line(
            day + 1,
            -(b.gross - tdsOf(b)),
            'payment',
            rv(),
            '',
            utr,
            `Recd against ${b.no} UTR ${utr}`,
            { group: g, status: 'matched' },
          ),
        );
    } else if (j === 5) {
      // Two transfers on the buyer's side, one receipt without reference on the seller's.
      const first = Math.round(amount * 0.6);
      const utr2 = `HDFCN${5_202_400_000_000 + r.int(100_000, 999_999)}`;
      buyer.push(
        line(day, first, 'payment', pv(), '', utr, `NEFT ${utr} part payment`, {
          group: g,
          status: 'suggested',
        }),
      );
      buyer.push(
        line(day, amount - first, 'payment', pv(), '', utr2, `NEFT ${utr2} balance payment`, {
          group: g,
          status: 'suggested',
        }),
      );
      seller.push(
        line(day + 2, -amount, 'payment', rv(), '', '', `Received from ${buyerName}`, {
          group: g,
          status: 'suggested',
        }),
      );
    } else if (j === 7) {
      const chq = pad(r.int(1, 999_999), 6);
      buyer.push(
        line(day, amount, 'payment', pv(), '', chq, `Chq no ${chq} HDFC Bank`, {
          group: g,
          status: 'matched',
        }),
      );
      seller.push(
        line(day + 3, -amount, 'payment', rv(), '', chq, `Cheque ${chq} deposited`, {
          group: g,
          status: 'matched',
        }),
      );
    } else {
      buyer.push(
        line(day, amount, 'payment', pv(), '', utr, `NEFT ${utr} paid against ${billList}`, {
          group: g,
          status: 'matched',
        }),
      );
      seller.push(
        line(day + 1, -amount, 'payment', rv(), '', utr, `Recd NEFT UTR ${utr}`, {
          group: g,
          status: 'matched',
        }),
      );
    }
  }

  // Two invoices at the very end of March: the counterparty's statement stops before them.
  for (let k = 0; k < 2; k++) {
    const n = 20 + N + k;
    const day = end - 3 + k;
    const taxable = 100 * r.int(5_000, 200_000);
    const gross = taxable + Math.round(taxable * 0.18);
    const no = invoiceNo(n);
    const g = group();
    const doc = style(no, n, r);
    seller.push(
      line(day, gross, 'invoice', `SV${pad(sellerVoucher++, 5)}`, no, '', `Sales to ${buyerName}`, {
        group: g,
        status: 'matched',
      }),
    );
    buyer.push(
      line(
        day,
        -gross,
        'invoice',
        `PUR/${buyerVoucher++}`,
        doc,
        '',
        `Being purchase vide bill no ${doc}`,
        { group: g, status: 'matched' },
      ),
    );
  }
  void sellerName;

  const byDay = (a: StoryLine, b: StoryLine) => a.day - b.day;
  seller.sort(byDay);
  buyer.sort(byDay);
  const books = booksIs('seller') ? seller : buyer;
  let counterparty = booksIs('seller') ? buyer : seller;
  // The counterparty's statement ends on counterpartyEnd: what it leaves out is a timing
  // difference on the books side.
  const cut = new Set(
    counterparty.filter((l) => l.day > counterpartyEnd).map((l) => l.truth.group),
  );
  counterparty = counterparty.filter((l) => l.day <= counterpartyEnd);
  const kept = new Set(counterparty.map((l) => l.truth.group));
  for (const l of books) {
    if (cut.has(l.truth.group) && !kept.has(l.truth.group))
      l.truth = { group: `${l.truth.group}${l.voucher}`, status: 'only_in_books' };
  }
  return { books, counterparty, ourRole: o.ourRole, from, counterpartyEnd, us, party };
}
