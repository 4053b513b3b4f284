import { array, number, object, string } from './yup-locale.ts';

describe("yup's builders from yup-locale.ts", () => {
  it('answer in Norwegian where a schema names no message of its own', async () => {
    const schema = object({ name: string().required(), count: number() });

    await expect(schema.validate({ count: 1 })).rejects.toThrow('Feltet må fylles ut');
    await expect(schema.validate({ name: 'Ola', count: 'mange' })).rejects.toThrow('Ugyldig verdi');
  });

  it('say what the limit is when a text, a number or a list goes past it', () => {
    expect(() => string().max(150).validateSync('x'.repeat(151))).toThrow(
      'Teksten kan ha høyst 150 tegn',
    );
    expect(() => string().min(2).validateSync('x')).toThrow('Teksten må ha minst 2 tegn');
    expect(() => number().max(10).validateSync(11)).toThrow('Tallet kan være høyst 10');
    expect(() => array(string()).max(2).validateSync(['a', 'b', 'c'])).toThrow(
      'For mange verdier (høyst 2)',
    );
  });
});
