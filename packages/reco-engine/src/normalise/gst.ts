// GST identifiers: state codes and names, GSTIN check characters, PANs inside GSTINs.

/** The 38 state and union-territory codes of GSTINs and places of supply, with their names. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before division)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

const squash = (s: string) =>
  s
    .toUpperCase()
    .replace(/&/g, 'AND')
    .replace(/[^A-Z]/g, '');

const BY_NAME = new Map<string, string>();
for (const [code, name] of Object.entries(GST_STATES)) BY_NAME.set(squash(name), code);
// Older and short spellings still seen in exports.
for (const [alias, code] of [
  ['Orissa', '21'],
  ['Pondicherry', '34'],
  ['Andhra Pradesh', '37'],
  ['Dadra and Nagar Haveli', '26'],
  ['Andaman and Nicobar', '35'],
  ['Jammu Kashmir', '01'],
  ['New Delhi', '07'],
  ['NCT of Delhi', '07'],
  ['Uttaranchal', '05'],
  ['Chattisgarh', '22'],
  ['Tamilnadu', '33'],
] as const)
  BY_NAME.set(squash(alias), code);
// The two-letter state abbreviations of vehicle registrations and e-way bills, which
// accounting software (Zoho Books, Tally's state field) also writes for a place of supply.
for (const [abbreviation, code] of [
  ['JK', '01'],
  ['HP', '02'],
  ['PB', '03'],
  ['CH', '04'],
  ['UK', '05'],
  ['UT', '05'],
  ['HR', '06'],
  ['DL', '07'],
  ['RJ', '08'],
  ['UP', '09'],
  ['BR', '10'],
  ['SK', '11'],
  ['AR', '12'],
  ['NL', '13'],
  ['MN', '14'],
  ['MZ', '15'],
  ['TR', '16'],
  ['ML', '17'],
  ['AS', '18'],
  ['WB', '19'],
  ['JH', '20'],
  ['OD', '21'],
  ['OR', '21'],
  ['CG', '22'],
  ['CT', '22'],
  ['MP', '23'],
  ['GJ', '24'],
  ['DN', '26'],
  ['MH', '27'],
  ['KA', '29'],
  ['GA', '30'],
  ['LD', '31'],
  ['KL', '32'],
  ['TN', '33'],
  ['PY', '34'],
  ['AN', '35'],
  ['TS', '36'],
  ['TG', '36'],
  ['AP', '37'],
  ['LA', '38'],
] as const)
  BY_NAME.set(abbreviation, code);

/**
 * The state code of a place of supply written as a code (`27`), a name (`Maharashtra`) or
 * both (`27-Maharashtra`); the text itself, squashed, when it names no state.
 */
export function placeOfSupplyCode(pos: string): string {
  const s = pos.trim();
  const digits = /^(\d{1,2})\b/.exec(s);
  if (digits) {
    const code = digits[1]!.padStart(2, '0');
    if (GST_STATES[code]) return code;
  }
  const name = squash(s);
  return BY_NAME.get(name) ?? name;
}

const CODE_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function normaliseGstin(gstin: string): string {
  return gstin.trim().toUpperCase();
}

/**
 * True for a GSTIN of the right shape, a known state code and a correct check character
 * (the base-36 Luhn-style sum over the first fourteen characters).
 */
export function isValidGstin(gstin: string): boolean {
  const g = normaliseGstin(gstin);
  if (!GSTIN_SHAPE.test(g) || !GST_STATES[g.slice(0, 2)]) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CODE_CHARS.indexOf(g[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_CHARS[(36 - (sum % 36)) % 36] === g[14];
}

/** The PAN inside a 15-character GSTIN (characters 3 to 12), '' when there is none. */
export function panOfGstin(gstin: string): string {
  const g = normaliseGstin(gstin);
  return g.length === 15 ? g.slice(2, 12) : '';
}

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const TAN = /^[A-Z]{4}\d{5}[A-Z]$/;

export function looksLikePan(s: string): boolean {
  return PAN.test(s);
}

export function looksLikeTan(s: string): boolean {
  return TAN.test(s);
}

export function looksLikeGstin(s: string): boolean {
  return GSTIN_SHAPE.test(s);
}
