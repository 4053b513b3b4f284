export * from './tokens.ts';
export * from './theme.ts';
export * from './contrast.ts';
export { FullScreenLoader } from './full-screen-loader.tsx';
export { PageContainer } from './page-container.tsx';
export { StatusMessage } from './status-message.tsx';
