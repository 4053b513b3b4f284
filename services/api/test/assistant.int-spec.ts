import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CHAT_MESSAGES } from '@yrkesbro/contracts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { NOT_FOUND_REPLY } from '../src/modules/assistant/answerers';
import { startTestApp, testConfig } from './support/test-app';

describe('assistant: POST /api/chat', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-chat` }));
  });

  afterAll(async () => {
    await app.close();
  });

  const ask = (message: unknown, target = app) =>
    request(target.getHttpServer()).post('/api/chat').send({ message });

  it.each([
    ['hvor lenge varer læretiden?', /2 år|to år/],
    ['Hvor mye feriepenger får en lærling?', /10,2/],
    ['får jeg mer feriepenger når jeg er over 60?', /12,5 prosent/],
    ['hva får jeg ekstra betalt for overtid', /40 prosent/],
    ['hvor mye tilskudd får bedriften for å ta inn en lærling', /177 000/],
  ])('answers %j from the FAQ, citing it', async (question, fact) => {
    const response = await ask(question).expect(200);
    expect(response.body.message).toMatch(fact);
    expect(response.body.answeredBy).toBe('retrieval');
    expect(response.body.sources[0].url).toMatch(/^\/faq#/);
  });

  it('answers from a career article and links to it', async () => {
    const response = await ask('hvilke yrker kan jeg velge innen elektro?').expect(200);
    expect(response.body.sources[0].url).toBe('/categories/elektro');
  });

  it('says honestly that it does not know when nothing matches', async () => {
    const response = await ask('blorp qwxz fnord zyx').expect(200);
    expect(response.body).toEqual({
      message: NOT_FOUND_REPLY,
      sources: [{ title: 'Kontakt oss', url: '/contact' }],
      answeredBy: 'none',
    });
  });

  it('refuses a blank question', async () => {
    const response = await ask('   ').expect(400);
    expect(response.body.message).toBe(CHAT_MESSAGES.questionRequired);
  });

  it('lets an OpenAI-compatible model phrase the answer from the retrieved passages', async () => {
    const seen: {
      authorization?: string;
      body?: { model: string; messages: { content: string }[] };
    } = {};
    const model = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        seen.authorization = req.headers.authorization;
        seen.body = JSON.parse(raw);
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ choices: [{ message: { content: 'Læretiden er vanligvis to år.' } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const port = (model.address() as AddressInfo).port;
    const withModel = await startTestApp(
      testConfig({
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-chat-ai`,
        AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'liten-modell',
      }),
    );
    try {
      const response = await ask('hvor lenge varer læretiden?', withModel).expect(200);
      expect(response.body).toMatchObject({
        message: 'Læretiden er vanligvis to år.',
        answeredBy: 'ai',
      });
      expect(response.body.sources.length).toBeGreaterThan(0);
      expect(seen.authorization).toBe('Bearer test-key');
      expect(seen.body?.model).toBe('liten-modell');
      expect(seen.body?.messages[1].content).toMatch(/2 år|to år/);

      // When the model is down, the offline answer still comes.
      model.close();
      const fallback = await ask('hvor mye feriepenger får en lærling?', withModel).expect(200);
      expect(fallback.body.answeredBy).toBe('retrieval');
      expect(fallback.body.message).toMatch(/10,2/);
    } finally {
      model.close();
      await withModel.close();
    }
  });

  it('is rate limited per IP address', async () => {
    let status = 200;
    for (let i = 0; i < 40 && status !== 429; i++)
      status = (await ask(`spørsmål nummer ${i}`)).status;
    expect(status).toBe(429);
  });
});
