import {
  calculatorPricingDate,
  calculatorV2,
  estimate,
  presentCalculatorV2,
  presentEstimate,
  toCalculatorV2Input,
  toEstimateInput,
  type CalculatorV2Body,
  type EstimateBody,
} from '../../../domain/pricing';
import { rateMessages } from '../../../domain/rates';
import type { Db } from '../../db/client';
import { invalid } from '../../http/app-error';
import { rateBookOn } from '../rates/service';
import { taxCategoryRates } from '../taxes/service';

/** Today's book must exist: the seed writes the rates, so its absence is a broken installation, not a bad request. */
const todaysBook = async (db: Db, today: string) => {
  const book = await rateBookOn(db, today);
  if (!book) throw new Error(`No rate book in force on ${today}`);
  return book;
};

/** The public calculator, priced with the rates of the arrival date (today when none is given). */
export const calculateV2 = async (db: Db, body: CalculatorV2Body, today: string) => {
  const book = body.orderInfo.arrival ? await rateBookOn(db, calculatorPricingDate(body, today)) : await todaysBook(db, today);
  const categories = await taxCategoryRates(db, body.items.map((item) => item.tax_id));
  const resolved = toCalculatorV2Input(body, (id) => categories.get(id));
  // Both refusals at once, so the form can mark every field it has to change.
  const fields = { ...(book ? {} : { 'orderInfo.arrival': rateMessages.noRates }), ...(resolved.ok ? {} : resolved.fields) };
  if (!book || !resolved.ok) throw invalid(fields);
  return presentCalculatorV2(calculatorV2(resolved.input, book));
};

/** The older estimate form: the method's freight and the weekday it is ready, at today's rates. */
export const calculateEstimate = async (db: Db, body: EstimateBody, today: string) =>
  presentEstimate(estimate(toEstimateInput(body), await todaysBook(db, today)));
