// Text normalisation for searching our own Norwegian texts: tokens, stop words and a light
// stemmer after the Snowball Norwegian algorithm (so 'læretiden' and 'læretid' meet).

const STOP_WORDS = new Set(
  (
    'og i jeg det at en et den til er som på de med han av ikke der så var meg seg men ett har om vi min ' +
    'mitt ha hadde hun nå over da ved fra du ut sin dem oss opp man kan hans hvor eller hva skal selv sjøl her ' +
    'alle vil bli ble blitt kunne inn når være kom noen noe ville dere som deres kun ja etter ned skulle denne ' +
    'for deg si sine sitt mot å meget hvorfor dette disse uten hvordan ingen din ditt blir samme hvilken hvilke ' +
    'sånn inni mellom vår hver hvem vors hvis både bare enn fordi før mange også slik vært båe begge siden ' +
    'henne hennar hennes får få gjør gjøre gjelder mye mer lenge stor store hei takk jo vel altså egentlig'
  ).split(' '),
);

const VOWELS = 'aeiouyæåø';
const STEP1_SUFFIXES = [
  'hetenes',
  'hetene',
  'hetens',
  'heter',
  'heten',
  'endes',
  'ande',
  'ende',
  'edes',
  'enes',
  'erte',
  // Beyond Snowball: agent-noun plurals ('elektrikere', 'lærerne') meet their singular.
  'ernes',
  'erne',
  'ere',
  'ede',
  'ane',
  'ene',
  'ens',
  'ers',
  'ets',
  'het',
  'ast',
  'ert',
  'en',
  'ar',
  'er',
  'as',
  'es',
  'et',
  'a',
  'e',
].sort((a, b) => b.length - a.length);
const STEP3_SUFFIXES = [
  'hetslov',
  'eleg',
  'elig',
  'elov',
  'slov',
  'leg',
  'eig',
  'lig',
  'els',
  'lov',
  'ig',
];

/** Lower-case words and numbers ('10,2' stays one token). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/\d+(?:[.,]\d+)?|[a-zæøåéèüö]+/g) ?? [];
}

/** The searchable terms of a text: stop words out, the rest stemmed. */
export function terms(text: string): string[] {
  return tokenize(text)
    .filter((token) => !STOP_WORDS.has(token) && (token.length > 1 || /\d/.test(token)))
    .map(stem);
}

export function stem(word: string): string {
  if (/\d/.test(word) || word.length < 4) return word;
  const r1 = regionStart(word);
  let w = word;
  const suffix = STEP1_SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= r1);
  if (suffix) {
    w = w.slice(0, -suffix.length);
  } else if (w.endsWith('erte') || w.endsWith('ert')) {
    w = w.replace(/erte?$/, 'er');
  } else if (w.endsWith('s') && w.length - 1 >= r1 && /[bcdfghjlmnoprtvyz]s$|[^k]ks$/.test(w)) {
    w = w.slice(0, -1);
  }
  if ((w.endsWith('dt') || w.endsWith('vt')) && w.length - 1 >= r1) w = w.slice(0, -1);
  const step3 = STEP3_SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= r1);
  if (step3) w = w.slice(0, -step3.length);
  return w;
}

/** Snowball's R1: after the first non-vowel that follows a vowel, and at least 3 letters in. */
function regionStart(word: string): number {
  for (let i = 1; i < word.length; i++) {
    if (!VOWELS.includes(word[i]) && VOWELS.includes(word[i - 1])) return Math.max(i + 1, 3);
  }
  return word.length;
}
