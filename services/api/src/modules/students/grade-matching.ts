/** Text compared the way a reader would: case, accents' encodings and spacing don't matter. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[ \t\u00a0]+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a document's text shows this subject with this grade: the subject as whole words,
 * and the grade as the very next token after it on the same line (so 'Norsk' is not proven by
 * 'Norsk sidemål 6', a 5 is not found in '15' or '2025', and with marks for standpoint and
 * exam the first one after the subject is the one that counts).
 */
export function documentShowsGrade(documentText: string, subject: string, grade: string): boolean {
  const wantedSubject = normalizeText(subject).trim();
  const wantedGrade = normalizeText(grade).trim();
  if (!wantedSubject || !wantedGrade) return false;
  const subjectPattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(wantedSubject).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`,
    'u',
  );
  const gradePattern = new RegExp(
    `^[\\s:–-]*${escapeRegExp(wantedGrade)}(?![\\p{L}\\p{N}]|[,.]\\d)`,
    'u',
  );
  return normalizeText(documentText)
    .split('\n')
    .some((line) => {
      const found = subjectPattern.exec(line);
      return found !== null && gradePattern.test(line.slice(found.index + found[0].length));
    });
}
