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
 * followed on the same line by the grade as a token of its own (so '5' is not found in '15' or
 * '2025'). A transcript lists one subject per line with its marks after it.
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
    `(?<![\\p{L}\\p{N},.])${escapeRegExp(wantedGrade)}(?![\\p{L}\\p{N}]|[,.]\\d)`,
    'u',
  );
  return normalizeText(documentText)
    .split('\n')
    .some((line) => {
      const found = subjectPattern.exec(line);
      return found !== null && gradePattern.test(line.slice(found.index + found[0].length));
    });
}
