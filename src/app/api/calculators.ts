import { zCalculatorV2Answer, zEstimateAnswer, type CalculatorV2Body, type EstimateBody } from '../../domain/pricing';
import { api } from './client';

export const calculatorsApi = {
  /** The public cost calculator: freight, customs and their VAT for one package. */
  calculate: (body: CalculatorV2Body) => api.post('/calculatorv2', zCalculatorV2Answer, body),
  /** The older estimate: freight cost and the weekday the package is ready. */
  estimate: (data: EstimateBody) => api.post('/calculator', zEstimateAnswer, { data }),
};
