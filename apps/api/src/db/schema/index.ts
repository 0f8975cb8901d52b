export * from './users';
export * from './catalog';
export * from './carts';
export * from './wishlist';
export * from './orders';
export * from './reviews';
export * from './newsletter';
export * from './login-failures';
