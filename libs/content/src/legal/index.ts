import { cookies } from './cookies.ts';
import { privacy } from './privacy.ts';
import { terms } from './terms.ts';

export const LEGAL_DOCUMENTS = { privacy, terms, cookies };
