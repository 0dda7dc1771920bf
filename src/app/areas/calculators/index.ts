export { CalculatorV2Screen } from './calculator-v2-screen';
export { ShippingEstimateScreen } from './shipping-estimate-screen';
