import type { Credit } from '../../../domain/credits';
import { formatMoney } from '../../components/display-format';

/** 'Processing fee (3%)': the receipt and the cards say which rate priced the fee. */
export const feeLabel = (credit: Pick<Credit, 'fee_rate'>) => `Processing fee (${credit.fee_rate}%)`;

/** The three amounts of a payment as the list shows them. */
export const amountsOf = (credit: Pick<Credit, 'value' | 'processingFee' | 'total'>) => ({
  cost: formatMoney(credit.value),
  fees: formatMoney(credit.processingFee),
  total: formatMoney(credit.total),
});
