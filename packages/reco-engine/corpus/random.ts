/** A small seeded generator (mulberry32): the corpus is the same on every machine. */
export class Random {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!;
  }
}

/** Days since 1970-01-01 of a calendar date. */
export function dayOf(y: number, m: number, d: number): number {
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

export function dateOf(day: number): Date {
  return new Date(day * 86_400_000);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Dates as exports write them as text. */
export const dateText = {
  dmyDots: (day: number) => {
    const d = dateOf(day);
    return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
  },
  dmySlash: (day: number) => {
    const d = dateOf(day);
    return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  },
  dmyDash: (day: number) => {
    const d = dateOf(day);
    return `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
  },
  dMonY: (day: number) => {
    const d = dateOf(day);
    return `${two(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
  },
  dMonYY: (day: number) => {
    const d = dateOf(day);
    return `${d.getUTCDate()}-${MONTHS[d.getUTCMonth()]}-${String(d.getUTCFullYear()).slice(2)}`;
  },
  iso: (day: number) => dateOf(day).toISOString().slice(0, 10),
};

/** Minor units as Indian-grouped text: 11800000 -> '1,18,000.00'. */
export function indian(minor: number): string {
  const neg = minor < 0;
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100));
  const cents = two(abs % 100);
  let head = whole.slice(0, -3);
  const tail = whole.slice(-3);
  const groups: string[] = [];
  while (head.length > 2) {
    groups.unshift(head.slice(-2));
    head = head.slice(0, -2);
  }
  if (head) groups.unshift(head);
  groups.push(tail);
  return `${neg ? '-' : ''}${groups.join(',')}.${cents}`;
}

/** Minor units as Western-grouped text: 11800000 -> '118,000.00'. */
export function western(minor: number): string {
  const neg = minor < 0;
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}${whole}.${two(abs % 100)}`;
}
