import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it("escapes LIKE's own characters and lower-cases the text", () => {
    expect(containsPattern('Bergen')).toBe('%bergen%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(containsPattern('')).toBe('%%');
  });
});
