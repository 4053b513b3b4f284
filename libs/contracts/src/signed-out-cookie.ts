/**
 * A cookie the pages may read, not a secret: this browser has no session (it signed out, or its
 * session could not be renewed). The API sets it whenever it clears the session's cookies and
 * removes it with every new session; while it is there the shell does not ask who is signed in.
 * In a module of its own: the shell's first load reads it, and a chunk holds a module whole, so
 * the second factor's texts beside it came to every visitor.
 */
export const SIGNED_OUT_COOKIE = 'yb_signed_out';
