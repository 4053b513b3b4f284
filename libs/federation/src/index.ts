export * from './remotes.ts';
export * from './pages.ts';
export * from './security-headers.ts';
export * from './mui-core-offer.ts';
export * from './on-demand-shares.ts';
export * from './shell-shares.ts';
