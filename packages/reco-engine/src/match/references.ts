import { REFERENCE_ROLES, type LedgerColumns } from '../columns/ledger-columns.js';
import type { TextColumn } from '../columns/text-column.js';
import { KeyIds } from './key-ids.js';

export const ROLE_VOUCHER = REFERENCE_ROLES.indexOf('voucher');
export const ROLE_DOCUMENT = REFERENCE_ROLES.indexOf('document');
export const ROLE_NARRATION = REFERENCE_ROLES.indexOf('narration');

/** One reference column of a side: docNo (slot 0, role per entry) or one of `refs`. */
/** `index`: 0 for docNo, k + 1 for refs[k] (what `agreed` records). */
type Slot = {
  text: TextColumn;
  table: LedgerColumns;
  role: number | null;
  header: string;
  index: number;
};

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
  /** The interned keys; positions 0..n-1 hold each entry's main reference (docNo). */
  readonly keys: KeyIds;
  /** Keys of entry i: entryKey[entryStart[i] .. entryStart[i+1]), with the slot each came from. */
  readonly entryStart: Int32Array;
  readonly entryKey: Int32Array;
  readonly entrySlot: Uint8Array;
  readonly entryRole: Uint8Array;
  /** Per side (0 books, 1 counterparty): members of key k are member[start[k] .. start[k+1]). */
  readonly start: [Int32Array, Int32Array];
  readonly member: [Int32Array, Int32Array];
  readonly memberRole: [Uint8Array, Uint8Array];
  /** Whether each side's voucher numbers take part. */
  readonly vouchersShared: [boolean, boolean];

  private constructor(init: {
    keys: KeyIds;
    entryStart: Int32Array;
    entryKey: Int32Array;
    entrySlot: Uint8Array;
    entryRole: Uint8Array;
    start: [Int32Array, Int32Array];
    member: [Int32Array, Int32Array];
    memberRole: [Uint8Array, Uint8Array];
    vouchersShared: [boolean, boolean];
  }) {
    this.keys = init.keys;
    this.entryStart = init.entryStart;
    this.entryKey = init.entryKey;
    this.entrySlot = init.entrySlot;
    this.entryRole = init.entryRole;
    this.start = init.start;
    this.member = init.member;
    this.memberRole = init.memberRole;
    this.vouchersShared = init.vouchersShared;
  }

  static ofReferences(books: LedgerColumns, counterparty: LedgerColumns): CandidateIndex {
    const sides = [books, counterparty];
    const slots: Slot[][] = sides.map((t) => [
      { text: t.docNo, table: t, role: null, header: '', index: 0 },
      // A reference column with no text at all (no reference in any narration) adds nothing.
      ...(t.refs ?? [])
        .map((r, k) => ({
          text: r.text,
          table: t,
          role: REFERENCE_ROLES.indexOf(r.role),
          header: r.header,
          index: k + 1,
        }))
        .filter((r) => r.text.chars.length > 0),
    ]);
    // Main references of both sides first, so that positions 0..n-1 are the entries
    // themselves: the same interning then serves as the main-reference keys ('doc' arena).
    const order: [number, number][] = [
      [0, 0],
      [1, 0],
    ];
    for (let side = 0; side < 2; side++) {
      for (let slot = 1; slot < slots[side]!.length; slot++) order.push([side, slot]);
    }
    const base = slots.map((s) => new Int32Array(s.length));
    let at = 0;
    for (const [side, slot] of order) {
      base[side]![slot] = at;
      at += sides[side]!.length;
    }
    const keys = KeyIds.docNos(
      order.map(([side, slot]) => {
        const s = slots[side]![slot]!;
        return { docNo: s.text, docKeys: slot === 0 ? s.table.docKeys : undefined };
      }),
    );
    const n = books.length + counterparty.length;
    // Per side and slot: the key ids, and the role (fixed, or per entry for docNo).
    const idsOf = (side: number, slot: number) =>
      keys.id.subarray(base[side]![slot], base[side]![slot]! + sides[side]!.length);
    const rolesOf = (side: number, slot: number): Uint8Array | number => {
      const s = slots[side]![slot]!;
      if (s.role !== null) return s.role;
      return s.table.docRole ?? ROLE_DOCUMENT;
    };
    // Which sides hold each key, as voucher or as anything else; narration counts per side.
    const flags = new Uint8Array(keys.count);
    const narrationCount = [new Int32Array(keys.count), new Int32Array(keys.count)];
    const vouchers = [0, 0];
    for (let side = 0; side < 2; side++) {
      const shift = side * 2;
      const counts = narrationCount[side]!;
      for (let slot = 0; slot < slots[side]!.length; slot++) {
        const ids = idsOf(side, slot);
        const roles = rolesOf(side, slot);
        for (let i = 0; i < ids.length; i++) {
          const k = ids[i]!;
          if (k < 0) continue;
          const role = typeof roles === 'number' ? roles : roles[i]!;
          if (role === ROLE_VOUCHER) {
            flags[k]! |= 2 << shift;
            vouchers[side]!++;
          } else flags[k]! |= 1 << shift;
          if (role === ROLE_NARRATION) counts[k]!++;
        }
      }
    }
    const vouchersShared: [boolean, boolean] = [false, false];
    for (let side = 0; side < 2; side++) {
      if (vouchers[side] === 0) continue;
      const other = 1 - side;
      let overlapDocs = 0;
      let overlapAny = 0;
      let otherHasDocs = false;
      for (let k = 0; k < keys.count && !otherHasDocs; k++)
        if ((flags[k]! >> (other * 2)) & 1) otherHasDocs = true;
      for (let slot = 0; slot < slots[side]!.length; slot++) {
        const ids = idsOf(side, slot);
        const roles = rolesOf(side, slot);
        if (typeof roles === 'number' && roles !== ROLE_VOUCHER) continue;
        for (let i = 0; i < ids.length; i++) {
          const k = ids[i]!;
          if (k < 0 || (typeof roles === 'number' ? roles : roles[i]!) !== ROLE_VOUCHER) continue;
          const f = flags[k]! >> (other * 2);
          if (f & 1) overlapDocs++;
          if (f & 3) overlapAny++;
        }
      }
      vouchersShared[side] = otherHasDocs
        ? overlapDocs >= Math.max(2, vouchers[side]! * 0.1)
        : overlapAny >= Math.max(2, vouchers[side]! * 0.5);
    }
    const labelLimit = [books.length, counterparty.length].map((len) => Math.max(8, len / 100));
    // Entry key lists. Per slot a role per entry, so that the loop below stays monomorphic.
    const entryStart = new Int32Array(n + 1);
    let cap = n + 16;
    let entryKey = new Int32Array(cap);
    let entrySlot = new Uint8Array(cap);
    let entryRole = new Uint8Array(cap);
    let used = 0;
    for (let side = 0; side < 2; side++) {
      const len = sides[side]!.length;
      const offset = side === 0 ? 0 : books.length;
      const nSlots = slots[side]!.length;
      const ids: Int32Array[] = [];
      const roles: Uint8Array[] = [];
      const index = new Uint8Array(nSlots);
      for (let slot = 0; slot < nSlots; slot++) {
        ids.push(idsOf(side, slot));
        const r = rolesOf(side, slot);
        roles.push(typeof r === 'number' ? new Uint8Array(len).fill(r) : r);
        index[slot] = Math.min(slots[side]![slot]!.index, 255);
      }
      const shared = vouchersShared[side];
      const counts = narrationCount[side]!;
      const limit = labelLimit[side]!;
      for (let i = 0; i < len; i++) {
        const from = used;
        for (let slot = 0; slot < nSlots; slot++) {
          const k = ids[slot]![i]!;
          if (k < 0) continue;
          const role = roles[slot]![i]!;
          if (role === ROLE_VOUCHER && !shared) continue;
          if (role === ROLE_NARRATION && counts[k]! > limit) continue;
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
          entrySlot[used] = index[slot]!;
          entryRole[used] = role;
          used++;
        }
        entryStart[offset + i + 1] = used;
      }
    }
    // Members per key and side.
    const [start0, member0, role0] = membersOf(
      keys.count,
      entryStart,
      entryKey,
      entryRole,
      0,
      books.length,
    );
    const [start1, member1, role1] = membersOf(
      keys.count,
      entryStart,
      entryKey,
      entryRole,
      books.length,
      n,
    );
    const start: [Int32Array, Int32Array] = [start0, start1];
    const member: [Int32Array, Int32Array] = [member0, member1];
    const memberRole: [Uint8Array, Uint8Array] = [role0, role1];
    return new CandidateIndex({
      keys,
      entryStart,
      entryKey: entryKey.subarray(0, used),
      entrySlot: entrySlot.subarray(0, used),
      entryRole: entryRole.subarray(0, used),
      start,
      member,
      memberRole,
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
      keys,
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
      vouchersShared: [true, true],
    });
  }

  get keyCount(): number {
    return this.start[0].length - 1;
  }
}

/** CSR lists of the entries from..to-1 holding each key, with the role each holds it in. */
function membersOf(
  count: number,
  entryStart: Int32Array,
  entryKey: Int32Array,
  entryRole: Uint8Array,
  from: number,
  to: number,
): [Int32Array, Int32Array, Uint8Array] {
  const start = new Int32Array(count + 1);
  for (let q = entryStart[from]!; q < entryStart[to]!; q++) start[entryKey[q]! + 1]!++;
  for (let k = 0; k < count; k++) start[k + 1]! += start[k]!;
  const member = new Int32Array(start[count]!);
  const role = new Uint8Array(member.length);
  const fill = start.slice(0, count);
  for (let g = from; g < to; g++) {
    for (let q = entryStart[g]!; q < entryStart[g + 1]!; q++) {
      const at = fill[entryKey[q]!]!++;
      member[at] = g;
      role[at] = entryRole[q]!;
    }
  }
  return [start, member, role];
}

function grow<T extends Int32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}
