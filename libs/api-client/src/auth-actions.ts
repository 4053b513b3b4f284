import { createAction } from '@reduxjs/toolkit';

/** The session could not be renewed: the person is signed out (guards then send them to /login). */
export const sessionEnded = createAction('auth/sessionEnded');
