import { setLocale } from 'yup';

// yup's built-in messages are English; every schema names its own messages, and these
// Norwegian defaults answer the rest (a null, a wrong type) in bodies no form of ours sends.
// Evaluated before any schema is built, since a schema keeps the defaults it was made with.
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
    min: 'Teksten er for kort',
    max: 'Teksten er for lang',
    email: 'Ugyldig e-postadresse',
    url: 'Ugyldig lenke',
    matches: 'Ugyldig verdi',
    uuid: 'Ugyldig id',
  },
  number: {
    min: 'Tallet er for lite',
    max: 'Tallet er for stort',
    integer: 'Må være et heltall',
    positive: 'Må være større enn 0',
  },
  array: { min: 'For få verdier', max: 'For mange verdier' },
});
