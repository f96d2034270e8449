import { describe, expect, it } from 'vitest';
import { GST_STATES, isValidGstin, panOfGstin, placeOfSupplyCode } from './gst';
import { quarterOf } from './tax-period';
import { referencesIn } from './references';

describe('GST identifiers', () => {
  it('knows the 38 state and union-territory codes', () => {
    expect(Object.keys(GST_STATES)).toHaveLength(38);
    expect(Object.keys(GST_STATES).sort()[0]).toBe('01');
    expect(GST_STATES['38']).toBe('Ladakh');
  });

  it.each([
    ['27', '27'],
    ['27-Maharashtra', '27'],
    ['Maharashtra', '27'],
    ['MAHARASHTRA ', '27'],
    ['7', '07'],
    ['Delhi', '07'],
    ['Dadra & Nagar Haveli & Daman & Diu', '26'],
    ['Orissa', '21'],
    ['Andhra Pradesh', '37'],
    ['Jammu & Kashmir', '01'],
  ])('place of supply %s is state %s', (text, code) => {
    expect(placeOfSupplyCode(text)).toBe(code);
  });

  it('validates the GSTIN check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27aapfu0939f1zv ')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it('gives the fiscal quarter from a quarter column or the date', () => {
    expect(quarterOf('', '2024-04-01')).toBe('2024-Q1');
    expect(quarterOf('', '2024-07-02')).toBe('2024-Q2');
    expect(quarterOf('', '2025-03-31')).toBe('2024-Q4');
    expect(quarterOf('Q1 (Apr-Jun)', '2024-06-28')).toBe('2024-Q1');
    expect(quarterOf('Qtr 3', '2024-12-01')).toBe('2024-Q3');
    expect(quarterOf('', null)).toBe('');
  });
});

describe('references in a narration', () => {
  it.each([
    ['Being purchase vide bill no GT/24-25/0024', ['GT/24-25/0024']],
    ['NEFT HDFCN52024041512345 paid against GT/0021, GT/0022', ['HDFCN52024041512345', 'GT/0021']],
    ['Invoice #QB/24-25/0024: Due 24/05/2024.', ['QB/24-25/0024']],
    ['TDS u/s 194C on bill 2024-25 dated 15-04-2024 for 1,18,000.00', []],
    ['Chq no 004512 HDFC Bank', ['004512']],
    ['Sales to Concord Traders', []],
  ])('%s', (text, refs) => {
    expect(referencesIn(text)).toEqual(refs);
  });
});
