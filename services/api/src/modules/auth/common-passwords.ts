import { Injectable } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Norwegian choices the international list lacks; seasons with a year are what people pick
 * when a form insists on digits.
 */
const NORWEGIAN = [
  'passord123',
  'passord1234',
  'passordet',
  'hemmelig123',
  'yrkesbro',
  'yrkesbro1',
  'yrkesbro123',
  'lærling1',
  'lærling123',
  'norge123',
  'norge2026',
  'sommer123',
  'vinter123',
  ...['sommer', 'vinter', 'høst', 'vår'].flatMap((season) =>
    [2023, 2024, 2025, 2026, 2027].map((year) => `${season}${year}`),
  ),
];

/**
 * The ≈ 49 000 most common and breached passwords (zxcvbn's list, from public breach corpora)
 * plus Norwegian ones, shipped with the product: no lookup leaves the machine (ASVS 6.2.4).
 */
@Injectable()
export class CommonPasswords {
  private list: Set<string> | null = null;

  isCommon(password: string): boolean {
    this.list ??= new Set([...dictionary['passwords-common'], ...NORWEGIAN]);
    return this.list.has(password.trim().toLowerCase());
  }
}
