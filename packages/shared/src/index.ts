export * from './constants';
export * from './schemas/auth';
export * from './schemas/review';
export * from './schemas/checkout';
export * from './schemas/catalog';
export * from './schemas/misc';
export * from './api/objects';
export * from './api/responses';
