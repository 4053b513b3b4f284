import { ADMIN_MESSAGES, SCHOOL_MESSAGES } from '@yrkesbro/contracts';
import { TEXTS } from './texts.ts';

const T = TEXTS.overview.profileLists;

describe("the profile lists' counts", () => {
  it('are singular for one and plural otherwise', () => {
    expect([0, 1, 2].map(T.educationCount)).toEqual([
      '0 utdanninger',
      '1 utdanning',
      '2 utdanninger',
    ]);
    expect([0, 1, 2].map(T.skillsCount)).toEqual(['0 ferdigheter', '1 ferdighet', '2 ferdigheter']);
    expect([0, 1, 2].map(T.jobPostingsCount)).toEqual([
      '0 stillingsannonser',
      '1 stillingsannonse',
      '2 stillingsannonser',
    ]);
  });
});

describe('the mailing and school counts', () => {
  it('are singular for one and plural otherwise', () => {
    expect([1, 2].map(TEXTS.groupMail.form.recipientCount)).toEqual(['1 mottaker', '2 mottakere']);
    expect([1, 2].map(ADMIN_MESSAGES.mailsSent)).toEqual([
      'E-post sendt til 1 mottaker.',
      'E-post sendt til 2 mottakere.',
    ]);
    expect([1, 2].map(SCHOOL_MESSAGES.imported)).toEqual([
      '1 skole importert.',
      '2 skoler importert.',
    ]);
  });
});
