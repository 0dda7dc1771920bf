import { z } from 'zod';
import { zCalculatorV2Answer, zCalculatorV2Body, zEstimateAnswer, zEstimateBody } from '../../../domain/pricing';
import { errorResponses } from '../../http/error-responses';
import { businessToday } from '../../time';
import type { AreaPlugin } from '../plugin';
import { calculateEstimate, calculateV2 } from './service';

const errors = errorResponses(400);

/**
 * A calculation changes nothing, so it is not staff work to log, and its answer is not stored
 * for replay: anyone may calculate, and a repeat is simply calculated again.
 */
const config = { activity: null, transaction: false };

export const calculatorsRoutes: AreaPlugin = async (app) => {
  app.post('/calculatorv2', {
    schema: {
      tags: ['calculators'],
      operationId: 'calculateCharges',
      summary: 'Calculate the charges of a shipment',
      description:
        'The public calculator: freight, fees, duty, levy and VAT of the given items, each line rounded once, at the rates in force on `orderInfo.arrival` (else today in Nassau). Changes nothing. An arrival before the first rates, or an unknown tax category, is a 400 on that field.',
      security: [],
      body: zCalculatorV2Body,
      response: { 200: zCalculatorV2Answer, ...errors },
    },
    config,
    handler: async (request) => calculateV2(request.db, request.body, businessToday()),
  });

  app.post('/calculator', {
    schema: {
      tags: ['calculators'],
      operationId: 'estimateCharges',
      summary: 'Estimate freight and the ready day',
      description: "The older estimate form: the shipping method's freight and the weekday the shipment is ready, at today's rates. Changes nothing.",
      security: [],
      body: z.object({ data: zEstimateBody }),
      response: { 200: zEstimateAnswer, ...errors },
    },
    config,
    handler: async (request) => calculateEstimate(request.db, request.body.data, businessToday()),
  });
};
