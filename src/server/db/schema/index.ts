export * from './reference';
export * from './users';
export * from './system';
