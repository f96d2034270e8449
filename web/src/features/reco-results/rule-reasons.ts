import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The reason of each matching rule (packages/reco-engine match/rules.ts, keyed by rule id) in
 * the user's language. The service sends the English description beside the rule id; a
 * reason written by hand is not the rule's and is shown as stored.
 */
export const ruleReasons: Record<string, MessageDescriptor> = defineMessages({
  'manual.match': { id: 'recoResults.rule.manualMatch', defaultMessage: 'Paired by a user' },
  'ledger.opening': {
    id: 'recoResults.rule.ledgerOpening',
    defaultMessage: 'Opening balances of both sides agree within tolerance',
  },
  'ledger.opening-difference': {
    id: 'recoResults.rule.ledgerOpeningDifference',
    defaultMessage: 'Opening balances of both sides differ',
  },
  'ledger.exact': {
    id: 'recoResults.rule.ledgerExact',
    defaultMessage:
      'A shared reference (document or payment), amount within tolerance, dates within the window',
  },
  'ledger.dates-apart': {
    id: 'recoResults.rule.ledgerDatesApart',
    defaultMessage: 'Same document number and amount, dates further apart than the window',
  },
  'ledger.grouped': {
    id: 'recoResults.rule.ledgerGrouped',
    defaultMessage: 'Entries sharing a document number whose sums agree within tolerance',
  },
  'ledger.amount-difference': {
    id: 'recoResults.rule.ledgerAmountDifference',
    defaultMessage: 'Same document number, amounts differ beyond tolerance',
  },
  'ledger.tds-on-bill': {
    id: 'recoResults.rule.ledgerTdsOnBill',
    defaultMessage:
      'TDS entries of the same amount, dates within the window, one naming a bill of which the amount is a standard TDS rate',
  },
  'ledger.fuzzy-doc': {
    id: 'recoResults.rule.ledgerFuzzyDoc',
    defaultMessage: 'Similar document numbers, same amount, dates within the window',
  },
  'ledger.amount-only': {
    id: 'recoResults.rule.ledgerAmountOnly',
    defaultMessage: 'No document agreement, same amount, dates within the window',
  },
  'ledger.grouped-amount': {
    id: 'recoResults.rule.ledgerGroupedAmount',
    defaultMessage:
      'One entry against several of the other side (different documents): sums agree, dates within the window',
  },
  'ledger.unpaired': {
    id: 'recoResults.rule.ledgerUnpaired',
    defaultMessage: 'No counterpart found',
  },
  'gst.exact': {
    id: 'recoResults.rule.gstExact',
    defaultMessage: 'Same GSTIN, bill number and fiscal year; every field agrees',
  },
  'gst.rounding': {
    id: 'recoResults.rule.gstRounding',
    defaultMessage:
      'Same GSTIN, bill number and fiscal year; amounts within 1.00 or bill dates differ',
  },
  'gst.mismatch': {
    id: 'recoResults.rule.gstMismatch',
    defaultMessage: 'Same GSTIN, bill number and fiscal year; fields differ',
  },
  'gst.pan-level': {
    id: 'recoResults.rule.gstPanLevel',
    defaultMessage: 'Same PAN, bill number and fiscal year under a different GSTIN',
  },
  'gst.fuzzy-bill': {
    id: 'recoResults.rule.gstFuzzyBill',
    defaultMessage: 'Same GSTIN, similar bill number, same amount, dates within the window',
  },
  'gst.unpaired': { id: 'recoResults.rule.gstUnpaired', defaultMessage: 'No counterpart found' },
  'tds.exact': {
    id: 'recoResults.rule.tdsExact',
    defaultMessage: 'Same deductor TAN, section and quarter, amount within tolerance',
  },
  'tds.grouped': {
    id: 'recoResults.rule.tdsGrouped',
    defaultMessage: 'Same deductor TAN, section and quarter, sums agree',
  },
  'tds.pan-level': {
    id: 'recoResults.rule.tdsPanLevel',
    defaultMessage: 'Same deductor PAN (TAN differs or missing), section, quarter and amount',
  },
  'tds.section-differs': {
    id: 'recoResults.rule.tdsSectionDiffers',
    defaultMessage: 'Same deductor TAN, quarter and amount under another section',
  },
  'tds.quarter-differs': {
    id: 'recoResults.rule.tdsQuarterDiffers',
    defaultMessage: 'Same deductor TAN, section and amount in another quarter',
  },
  'tds.amount-difference': {
    id: 'recoResults.rule.tdsAmountDifference',
    defaultMessage: 'Same deductor TAN, section and quarter, amounts differ',
  },
  'tds.unpaired': { id: 'recoResults.rule.tdsUnpaired', defaultMessage: 'No counterpart found' },
});

/** The rule's reason in the user's language, or null when the rule is unknown here. */
export function ruleReasonName(rule: string): MessageDescriptor | null {
  return Object.hasOwn(ruleReasons, rule) ? ruleReasons[rule]! : null;
}
