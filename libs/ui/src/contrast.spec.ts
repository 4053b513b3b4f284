import { contrastRatio } from './contrast.ts';
import { tokens } from './tokens.ts';

describe('palette contrast (WCAG AA)', () => {
  const { color } = tokens;

  it('computes the known black-on-white ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });

  it.each([
    ['body text on page', color.text, color.page],
    ['muted text on card', color.textMuted, color.surface],
    ['primary on card', color.primary, color.surface],
    ['orange text on card', color.secondaryText, color.surface],
    ['error on card', color.error, color.surface],
    ['success on card', color.success, color.surface],
    ['warning on card', color.warning, color.surface],
    ['white on primary button', '#ffffff', color.primary],
    ['body text on orange button', color.text, color.secondary],
  ])('%s reaches 4.5:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
