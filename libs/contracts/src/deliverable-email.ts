/**
 * An address a mail can reach. yup's e-mail rule is the browser's, which lets `ola@b` (no
 * domain) and `ola..n@example.no` through; an account or a code sent there is never read.
 */
export const DELIVERABLE_EMAIL = /^(?!\.)(?!.*\.\.)[^@\s]+(?<!\.)@[^@\s.]+(\.[^@\s.]+)+$/;

/** The options of `.matches(DELIVERABLE_EMAIL, …)`: an empty optional address passes. */
export const deliverable = (message: string) => ({ message, excludeEmptyString: true });
