// The pricing engine's public surface: invoices, calculators and shipments import from here.
export * from './money';
export * from './rate-rows';
export * from './default-rates';
export * from './rate-book';
export * from './tax-category';
export * from './weight';
export * from './freight';
export * from './insurance';
export * from './customs';
export * from './vat';
export * from './fees';
export * from './calculator-v2';
export * from './calculator-v2-body';
export * from './estimate';
export * from './estimate-body';
export * from './invoice';
