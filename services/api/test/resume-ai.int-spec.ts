import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type TestAgent from 'supertest/lib/agent';
import { pdfWithText } from './support/fixtures';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('CV analysis with a configured language model', () => {
  let app: NestFastifyApplication;
  let model: Server;
  let student: TestAgent;
  const seen: {
    authorization?: string;
    body?: { model: string; messages: { content: string }[] };
  } = {};

  beforeAll(async () => {
    model = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        seen.authorization = req.headers.authorization;
        seen.body = JSON.parse(raw);
        res.setHeader('content-type', 'application/json');
        const answer = {
          name: 'Sara Berg',
          location: 'Hamar',
          bio: 'Jeg er en elev som liker dyr.',
        };
        res.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(answer) } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    app = await startTestApp(
      testConfig({
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-resume-ai`,
        AI_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'liten-modell',
      }),
    );
    await createUser(app, { email: 'sara@elev.no', password: 'Elev1234', role: 'student' });
    student = await signedInAgent(app, 'sara@elev.no', 'Elev1234');
  });

  afterAll(async () => {
    model.close();
    await app.close();
  });

  const cv = pdfWithText(['Sara Berg', 'Bor på Hamar', 'Om meg', 'Jeg liker dyr og natur.']);

  it("sends the CV's text to the model and says the model answered", async () => {
    const { body } = await student
      .post('/api/users/resume/analyze')
      .attach('resume', cv, 'cv.pdf')
      .expect(201);
    expect(body).toEqual({
      source: 'ai',
      analysis: { name: 'Sara Berg', location: 'Hamar', bio: 'Jeg er en elev som liker dyr.' },
    });
    expect(seen.authorization).toBe('Bearer test-key');
    expect(seen.body?.model).toBe('liten-modell');
    expect(seen.body?.messages[1].content).toContain('Jeg liker dyr og natur.');
  });

  it('falls back to the rules, and says so, when the model is down', async () => {
    await new Promise((resolve) => model.close(resolve));
    const { body } = await student
      .post('/api/users/resume/analyze')
      .attach('resume', cv, 'cv.pdf')
      .expect(201);
    expect(body).toEqual({
      source: 'rules',
      analysis: { name: 'Sara Berg', location: 'Hamar', bio: 'Jeg liker dyr og natur.' },
    });
  });
});
