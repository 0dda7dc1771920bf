import type { z } from 'zod';
import { eodMessages, zEodReportBody, type EodReportBody } from '../../../../domain/eod';
import { formNumber } from '../../../../domain/order-form';
import { businessToday } from '../../../components/business-date';

const data = zEodReportBody.shape.data;

/**
 * The dialog's variant of the body's data: an amount box holds '' when empty (missing, so 'Beginning
 * Balance is required' applies) or text while typing; a day after today in Nassau is refused here as
 * the server would refuse it. It parses to the body's data itself.
 */
export const zReportForm = data.extend({
  beginning: formNumber(data.shape.beginning),
  ending: formNumber(data.shape.ending),
  date: data.shape.date.refine((date) => date <= businessToday(), { error: eodMessages.dateInFuture }),
});
export type ReportFormValues = z.input<typeof zReportForm>;

/** A new report is usually today's, counted from a beginning balance typed in. */
export const newReportValues = (): ReportFormValues => ({ beginning: '', ending: '', date: businessToday(), notes: '' });

export const reportData = (values: ReportFormValues): EodReportBody['data'] => zReportForm.parse(values);
