import { z } from 'zod';
import { blankAsMissing } from '../fields';
import { shippingMethods } from '../shipping-methods';
import { arrivalDays, type Estimate, type EstimateInput } from './estimate';
import { inputLimits, measureField } from './input-fields';
import { centsToDollars } from './money';

const requiredChoice = (label: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? `${label} is required` : `Choose a valid ${label.toLowerCase()}`),
});

/**
 * The spec writes the arrival days 'Monday' to 'Saturday' and the API answered only 'monday': any
 * case is read as the day, and the answer's eta stays lower case as documented.
 */
const zArrivalDay = z
  .preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(arrivalDays, requiredChoice('Arrival Day')))
  .describe("The weekday the package arrives at the Miami warehouse, 'monday' to 'saturday' in any case ('Monday', 'MONDAY')");

/** POST /calculator, the older estimate form: all six fields are required (finance spec §5). */
export const zEstimateBody = z
  .object({
    arrival: zArrivalDay,
    shippingMethod: z.enum(shippingMethods, requiredChoice('Shipping Method')),
    weight: measureField('Weight', inputLimits.pounds),
    length: measureField('Length', inputLimits.inches),
    width: measureField('Width', inputLimits.inches),
    height: measureField('Height', inputLimits.inches),
  })
  .meta({ id: 'EstimateBody' });
export type EstimateBody = z.infer<typeof zEstimateBody>;

/** The estimate form: every field starts empty, and an empty one is reported as required. */
export const zEstimateForm = zEstimateBody.extend({
  arrival: blankAsMissing(zEstimateBody.shape.arrival),
  weight: blankAsMissing(zEstimateBody.shape.weight),
  length: blankAsMissing(zEstimateBody.shape.length),
  width: blankAsMissing(zEstimateBody.shape.width),
  height: blankAsMissing(zEstimateBody.shape.height),
});

/** Cost in dollars; eta is the weekday the package is ready, transit_days the working days to it. */
export const zEstimateAnswer = z
  .object({ cost: z.number(), eta: z.enum(arrivalDays), transit_days: z.number().int() })
  .meta({ id: 'EstimateAnswer' });
export type EstimateAnswer = z.infer<typeof zEstimateAnswer>;

export const toEstimateInput = ({ arrival, shippingMethod, weight, length, width, height }: EstimateBody): EstimateInput => ({
  arrival,
  method: shippingMethod,
  package: { weight, length, width, height },
});

export const presentEstimate = (estimate: Estimate): EstimateAnswer => ({
  cost: centsToDollars(estimate.cost),
  eta: estimate.eta,
  transit_days: estimate.transit_days,
});
