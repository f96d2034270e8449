import { Dec, type DecimalValue } from '../../i18n/amount-format';

/** What may still be paid in advance on an order: its amount less the advances so far, never below 0. */
export function remainingAdvance(orderAmount: string, advanced: string): DecimalValue {
  const left = new Dec(orderAmount).minus(advanced);
  return left.isNegative() ? new Dec(0) : left;
}
