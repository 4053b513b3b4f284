/** @jest-environment node */
import { prerender } from 'react-dom/static';
import { suspendingLoad } from './suspending-load.ts';
import { WhenLoaded } from './when-loaded.tsx';

async function html(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

test('a prerendered page waits for what loads, and holds the content, not the loader', async () => {
  const load = suspendingLoad(
    () => new Promise<string>((done) => setTimeout(() => done('Spørsmål om læretid'), 10)),
  );
  const { prelude } = await prerender(
    <WhenLoaded load={load} fallback={<p>Laster</p>}>
      {(title) => <h1>{title}</h1>}
    </WhenLoaded>,
  );
  expect(await html(prelude)).toBe('<h1>Spørsmål om læretid</h1>');
});
