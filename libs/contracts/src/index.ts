// Messages, constants and the answers' types live apart from the request schemas that use
// them (auth-messages.ts beside auth.ts, say): the shell's first load needs a few of them, and
// a module with a schema in it brings yup along (11 KiB).
export * from './roles.ts';
export * from './errors.ts';
export * from './organization-number.ts';
export * from './auth.ts';
export * from './auth-messages.ts';
export * from './auth-responses.ts';
export * from './health.ts';
export * from './mail.ts';
export * from './yup.ts';
export * from './public-site.ts';
export * from './jobs.ts';
export * from './saved-searches.ts';
export * from './businesses.ts';
export * from './oslo-time.ts';
export * from './applications.ts';
export * from './meetings.ts';
export * from './calendar.ts';
export * from './students.ts';
export * from './profile-completion.ts';
export * from './error-message.ts';
export * from './admin.ts';
export * from './messages.ts';
export * from './live.ts';
export * from './schools.ts';
export * from './assessments.ts';
export * from './subscriptions.ts';
export * from './pagination.ts';
export * from './privacy.ts';
export * from './privacy-messages.ts';
