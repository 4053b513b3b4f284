import { object } from 'yup';
import { MAX_PAGE, PAGE_MESSAGES } from './pagination.ts';
import { pageField } from './pagination-schemas.ts';

describe('pageField', () => {
  const schema = object({ page: pageField() });

  it('defaults to the first page and takes any page up to the bound', async () => {
    expect(await schema.validate({})).toEqual({ page: 1 });
    expect(await schema.validate({ page: String(MAX_PAGE) })).toEqual({ page: MAX_PAGE });
  });

  it.each([0, -1, 1.5, MAX_PAGE + 1, 1e300, 'abc'])('refuses %p with one message', async (page) => {
    await expect(schema.validate({ page })).rejects.toThrow(PAGE_MESSAGES.pageInvalid);
  });
});
