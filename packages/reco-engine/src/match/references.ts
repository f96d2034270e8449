import { REFERENCE_ROLES, type LedgerColumns } from '../columns/ledger-columns.js';
import type { TextColumn } from '../columns/text-column.js';
import { KeyIds } from './key-ids.js';

export const ROLE_VOUCHER = REFERENCE_ROLES.indexOf('voucher');
export const ROLE_DOCUMENT = REFERENCE_ROLES.indexOf('document');
export const ROLE_NARRATION = REFERENCE_ROLES.indexOf('narration');

/** One reference column of a side: docNo (slot 0, role per entry) or one of `refs`. */
type Slot = { text: TextColumn; table: LedgerColumns; role: number | null; header: string };

/**
 * Which entries share which reference, for the rules that pair on any shared reference.
 * Every reference of every entry (docNo and every other reference column, references in
 * the narration) is interned to a key id; `keys(i)` lists entry i's, `members(side, k)`
 * the entries of a side holding key k. Two rules of RECO.md are applied here:
 * - our own voucher numbers never pair with the other side's documents: a voucher column
 *   takes part only when its numbers are found on the other side (a seller's sales voucher
 *   number is the invoice number the buyer books; a buyer's purchase voucher number is not);
 * - a number that recurs in many narrations on one side is a label, not a reference.
 * Arrays are CSR lists: no object per entry or per key.
 */
export class CandidateIndex {
  /** Keys of entry i: entryKey[entryStart[i] .. entryStart[i+1]), with the slot each came from. */
  readonly entryStart: Int32Array;
  readonly entryKey: Int32Array;
  readonly entrySlot: Uint8Array;
  readonly entryRole: Uint8Array;
  /** Per side (0 books, 1 counterparty): members of key k are member[start[k] .. start[k+1]). */
  readonly start: [Int32Array, Int32Array];
  readonly member: [Int32Array, Int32Array];
  readonly memberRole: [Uint8Array, Uint8Array];
  /** Headers of each side's slots, for the reason of a pair. */
  readonly slotHeaders: [string[], string[]];
  /** Whether each side's voucher numbers take part. */
  readonly vouchersShared: [boolean, boolean];

  private constructor(init: {
    entryStart: Int32Array;
    entryKey: Int32Array;
    entrySlot: Uint8Array;
    entryRole: Uint8Array;
    start: [Int32Array, Int32Array];
    member: [Int32Array, Int32Array];
    memberRole: [Uint8Array, Uint8Array];
    slotHeaders: [string[], string[]];
    vouchersShared: [boolean, boolean];
  }) {
    this.entryStart = init.entryStart;
    this.entryKey = init.entryKey;
    this.entrySlot = init.entrySlot;
    this.entryRole = init.entryRole;
    this.start = init.start;
    this.member = init.member;
    this.memberRole = init.memberRole;
    this.slotHeaders = init.slotHeaders;
    this.vouchersShared = init.vouchersShared;
  }

  static ofReferences(books: LedgerColumns, counterparty: LedgerColumns): CandidateIndex {
    const sides = [books, counterparty];
    const slots: Slot[][] = sides.map((t) => [
      { text: t.docNo, table: t, role: null, header: '' },
      ...(t.refs ?? []).map((r) => ({
        text: r.text,
        table: t,
        role: REFERENCE_ROLES.indexOf(r.role),
        header: r.header,
      })),
    ]);
    const cols = slots.flatMap((s) =>
      s.map((slot, k) => ({ docNo: slot.text, docKeys: k === 0 ? slot.table.docKeys : undefined })),
    );
    const keys = KeyIds.docNos(cols);
    const n = books.length + counterparty.length;
    const roleOf = (side: number, slot: number, i: number) => {
      const s = slots[side]![slot]!;
      if (s.role !== null) return s.role;
      return s.table.docRole ? s.table.docRole[i]! : ROLE_DOCUMENT;
    };
    const idAt = (side: number, slot: number, i: number) => {
      let base = 0;
      for (let x = 0; x < side; x++) base += slots[x]!.length * sides[x]!.length;
      return keys.id[base + slot * sides[side]!.length + i]!;
    };
    // Which sides hold each key, as voucher or as anything else; narration counts per side.
    const flags = new Uint8Array(keys.count);
    const narrationCount = [new Int32Array(keys.count), new Int32Array(keys.count)];
    for (let side = 0; side < 2; side++) {
      for (let slot = 0; slot < slots[side]!.length; slot++) {
        for (let i = 0; i < sides[side]!.length; i++) {
          const k = idAt(side, slot, i);
          if (k < 0) continue;
          const role = roleOf(side, slot, i);
          flags[k]! |= (role === ROLE_VOUCHER ? 2 : 1) << (side * 2);
          if (role === ROLE_NARRATION) narrationCount[side]![k]!++;
        }
      }
    }
    const vouchersShared: [boolean, boolean] = [false, false];
    for (let side = 0; side < 2; side++) {
      const other = 1 - side;
      let vouchers = 0;
      let overlapDocs = 0;
      let overlapAny = 0;
      let otherHasDocs = false;
      for (let k = 0; k < keys.count; k++) if ((flags[k]! >> (other * 2)) & 1) otherHasDocs = true;
      for (let slot = 0; slot < slots[side]!.length; slot++) {
        for (let i = 0; i < sides[side]!.length; i++) {
          const k = idAt(side, slot, i);
          if (k < 0 || roleOf(side, slot, i) !== ROLE_VOUCHER) continue;
          vouchers++;
          const f = flags[k]! >> (other * 2);
          if (f & 1) overlapDocs++;
          if (f & 3) overlapAny++;
        }
      }
      vouchersShared[side] = otherHasDocs
        ? overlapDocs >= Math.max(2, vouchers * 0.1)
        : overlapAny >= Math.max(2, vouchers * 0.5);
    }
    const labelLimit = [books.length, counterparty.length].map((len) => Math.max(8, len / 100));
    // Entry key lists.
    const entryStart = new Int32Array(n + 1);
    let cap = n + 16;
    let entryKey = new Int32Array(cap);
    let entrySlot = new Uint8Array(cap);
    let entryRole = new Uint8Array(cap);
    let used = 0;
    for (let side = 0; side < 2; side++) {
      const len = sides[side]!.length;
      const base = side === 0 ? 0 : books.length;
      for (let i = 0; i < len; i++) {
        const from = used;
        for (let slot = 0; slot < slots[side]!.length; slot++) {
          const k = idAt(side, slot, i);
          if (k < 0) continue;
          const role = roleOf(side, slot, i);
          if (role === ROLE_VOUCHER && !vouchersShared[side]) continue;
          if (role === ROLE_NARRATION && narrationCount[side]![k]! > labelLimit[side]!) continue;
          let seen = false;
          for (let q = from; q < used; q++) if (entryKey[q] === k) seen = true;
          if (seen) continue;
          if (used === cap) {
            cap *= 2;
            entryKey = grow(entryKey, cap);
            entrySlot = grow(entrySlot, cap);
            entryRole = grow(entryRole, cap);
          }
          entryKey[used] = k;
          entrySlot[used] = Math.min(slot, 255);
          entryRole[used] = role;
          used++;
        }
        entryStart[base + i + 1] = used;
      }
    }
    // Members per key and side.
    const start: [Int32Array, Int32Array] = [
      new Int32Array(keys.count + 1),
      new Int32Array(keys.count + 1),
    ];
    for (let g = 0; g < n; g++) {
      const side = g < books.length ? 0 : 1;
      for (let q = entryStart[g]!; q < entryStart[g + 1]!; q++) start[side][entryKey[q]! + 1]!++;
    }
    for (const s of start) for (let k = 0; k < keys.count; k++) s[k + 1]! += s[k]!;
    const member: [Int32Array, Int32Array] = [
      new Int32Array(start[0][keys.count]!),
      new Int32Array(start[1][keys.count]!),
    ];
    const memberRole: [Uint8Array, Uint8Array] = [
      new Uint8Array(member[0].length),
      new Uint8Array(member[1].length),
    ];
    const fill = [start[0].slice(0, keys.count), start[1].slice(0, keys.count)];
    for (let g = 0; g < n; g++) {
      const side = g < books.length ? 0 : 1;
      for (let q = entryStart[g]!; q < entryStart[g + 1]!; q++) {
        const at = fill[side]![entryKey[q]!]!++;
        member[side][at] = g;
        memberRole[side][at] = entryRole[q]!;
      }
    }
    return new CandidateIndex({
      entryStart,
      entryKey: entryKey.subarray(0, used),
      entrySlot: entrySlot.subarray(0, used),
      entryRole: entryRole.subarray(0, used),
      start,
      member,
      memberRole,
      slotHeaders: [slots[0]!.map((s) => s.header), slots[1]!.map((s) => s.header)],
      vouchersShared,
    });
  }

  /** An index over one key per entry (the GST and TDS keys), every key a document. */
  static ofKeys(keys: KeyIds, nBooks: number): CandidateIndex {
    const n = keys.size;
    const entryStart = new Int32Array(n + 1);
    const entryKey = new Int32Array(n);
    let used = 0;
    for (let i = 0; i < n; i++) {
      if (keys.id[i]! >= 0) entryKey[used++] = keys.id[i]!;
      entryStart[i + 1] = used;
    }
    const start: [Int32Array, Int32Array] = [
      new Int32Array(keys.count + 1),
      new Int32Array(keys.count + 1),
    ];
    for (let i = 0; i < n; i++) if (keys.id[i]! >= 0) start[i < nBooks ? 0 : 1][keys.id[i]! + 1]!++;
    for (const s of start) for (let k = 0; k < keys.count; k++) s[k + 1]! += s[k]!;
    const member: [Int32Array, Int32Array] = [
      new Int32Array(start[0][keys.count]!),
      new Int32Array(start[1][keys.count]!),
    ];
    const fill = [start[0].slice(0, keys.count), start[1].slice(0, keys.count)];
    for (let i = 0; i < n; i++) {
      const k = keys.id[i]!;
      if (k >= 0) member[i < nBooks ? 0 : 1][fill[i < nBooks ? 0 : 1]![k]!++] = i;
    }
    return new CandidateIndex({
      entryStart,
      entryKey: entryKey.subarray(0, used),
      entrySlot: new Uint8Array(used),
      entryRole: new Uint8Array(used).fill(ROLE_DOCUMENT),
      start,
      member,
      memberRole: [
        new Uint8Array(member[0].length).fill(ROLE_DOCUMENT),
        new Uint8Array(member[1].length).fill(ROLE_DOCUMENT),
      ],
      slotHeaders: [[''], ['']],
      vouchersShared: [true, true],
    });
  }

  get keyCount(): number {
    return this.start[0].length - 1;
  }
}

function grow<T extends Int32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}
