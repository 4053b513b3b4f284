export * from './roles.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './health.ts';
export * from './mail.ts';
export * from './yup.ts';
export * from './public-site.ts';
