import { SCHOOL_MESSAGES, schoolSchema } from '@yrkesbro/contracts';
import type { SchoolRequest } from '@yrkesbro/contracts';
import { ValidationError } from 'yup';

/** The columns of an import file, in this order, named on its first line. */
const HEADER = ['navn', 'fylke', 'adresse', 'e-post'];

export class SchoolCsvError extends Error {}

/**
 * A school list as a spreadsheet saves it: comma or semicolon separated (Norwegian Excel uses
 * semicolons), fields in double quotes when they hold the separator. Any fault in any line
 * rejects the whole file, with the line and the reason.
 */
export function parseSchoolsCsv(text: string): SchoolRequest[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== '');
  if (lines.length === 0) throw new SchoolCsvError(SCHOOL_MESSAGES.csvEmpty);
  const separator = lines[0].line.includes(';') ? ';' : ',';
  const header = splitLine(lines[0].line, separator)?.map((cell) => cell.trim().toLowerCase());
  if (header?.join('|') !== HEADER.join('|')) throw new SchoolCsvError(SCHOOL_MESSAGES.csvHeader);
  if (lines.length === 1) throw new SchoolCsvError(SCHOOL_MESSAGES.csvEmpty);
  return lines.slice(1).map(({ line, number }) => {
    const cells = splitLine(line, separator);
    if (cells?.length !== HEADER.length) {
      throw new SchoolCsvError(SCHOOL_MESSAGES.csvLine(number, SCHOOL_MESSAGES.csvColumns));
    }
    const [school_name, region, address, email] = cells;
    try {
      return schoolSchema.validateSync(
        { school_name, region, address, email },
        { stripUnknown: true },
      );
    } catch (error) {
      if (error instanceof ValidationError) {
        throw new SchoolCsvError(SCHOOL_MESSAGES.csvLine(number, error.errors[0]));
      }
      throw error;
    }
  });
}

/** The line's fields; null when a quoted field is never closed. */
function splitLine(line: string, separator: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return quoted ? null : cells;
}
