/**
 * The sign-out failure (seed 1, section 8), in a module of its own: the navbar, in every page's
 * first load, needs only it, and a chunk holds a module whole, so importing it from the list of
 * auth messages brought the whole list, a kilobyte, to every visitor.
 */
export const LOGOUT_FAILED = 'Kunne ikke logge deg ut';
