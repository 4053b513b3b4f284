export * from './remotes.ts';
