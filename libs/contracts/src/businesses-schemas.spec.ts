import { BUSINESS_MESSAGES } from './businesses.ts';
import { businessProfileSchema } from './businesses-schemas.ts';

const website = (value: string) =>
  businessProfileSchema.validateSyncAt('website', { website: value });

describe("a company's website", () => {
  it('gets https:// when written without it', () => {
    expect(website('www.firma.no')).toBe('https://www.firma.no');
    expect(website(' firma.no ')).toBe('https://firma.no');
    expect(website('http://firma.no')).toBe('http://firma.no');
    expect(website('https://firma.no/om-oss')).toBe('https://firma.no/om-oss');
  });

  it('still refuses what is no address', () => {
    for (const value of ['firma', 'ftp://firma.no', 'javascript:alert(1)'])
      expect(() => website(value)).toThrow(BUSINESS_MESSAGES.websiteInvalid);
  });
});
