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
