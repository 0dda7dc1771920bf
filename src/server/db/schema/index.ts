export * from './reference';
export * from './users';
export * from './system';
export * from './pricing';
export * from './orders';
export * from './warehouse';
export * from './invoices';
export * from './shipments';
