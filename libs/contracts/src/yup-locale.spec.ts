import { number, object, string } from './yup-locale.ts';

describe("yup's builders from yup-locale.ts", () => {
  it('answer in Norwegian where a schema names no message of its own', async () => {
    const schema = object({ name: string().required(), count: number() });

    await expect(schema.validate({ count: 1 })).rejects.toThrow('Feltet må fylles ut');
    await expect(schema.validate({ name: 'Ola', count: 'mange' })).rejects.toThrow('Ugyldig verdi');
  });
});
