import { setLocale } from 'yup';

// yup's built-in messages are English; every schema names its own messages, and these
// Norwegian defaults answer the rest (a null, a wrong type) in bodies no form of ours sends.
// A schema keeps the defaults it was made with, so every schema module takes yup's builders
// from here, and so runs this first. Only a page that builds a schema loads yup: a bundle that
// uses just the messages and types (the shell at start) leaves it out. In the browser the apps
// share one yup (libs/federation/src/on-demand-shares.ts), and each app's copy of this module sets
// these messages on it: a change to them is released to every app together.
setLocale({
  mixed: {
    default: 'Ugyldig verdi',
    required: 'Feltet må fylles ut',
    defined: 'Feltet må fylles ut',
    notNull: 'Feltet kan ikke være tomt',
    oneOf: 'Ugyldig verdi',
    notOneOf: 'Ugyldig verdi',
    notType: 'Ugyldig verdi',
  },
  string: {
    min: 'Teksten må ha minst ${min} tegn',
    max: 'Teksten kan ha høyst ${max} tegn',
    email: 'Ugyldig e-postadresse',
    url: 'Ugyldig lenke',
    matches: 'Ugyldig verdi',
    uuid: 'Ugyldig id',
  },
  number: {
    min: 'Tallet må være minst ${min}',
    max: 'Tallet kan være høyst ${max}',
    integer: 'Må være et heltall',
    positive: 'Må være større enn 0',
  },
  array: { min: 'For få verdier (minst ${min})', max: 'For mange verdier (høyst ${max})' },
});

export { array, boolean, mixed, number, object, ref, string } from 'yup';
