export * from './users';
export * from './catalog';
export * from './shopping';
