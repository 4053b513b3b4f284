import { createStartingStore } from './auth/signed-out.ts';

/**
 * The product's one store, made once as the shell starts: the app provides it to every page, and
 * main.tsx hands its dispatch to the remote whose page the address shows, to start its data.
 */
export const appStore = createStartingStore();
