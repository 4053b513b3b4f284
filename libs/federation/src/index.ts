export * from './remotes.ts';
export * from './pages.ts';
