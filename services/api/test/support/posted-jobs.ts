import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { queuedMails, tokenFromMail } from './mail-jobs';

/** An ad as the public quick form posts it without an account (add `email` and `company_name`). */
export const accountlessJob = (vocation: number) => ({
  title: 'Kokk til sommersesongen',
  description: 'Travel restaurant ved sjøen søker kokk.',
  requirements: 'Fagbrev som kokk',
  location: 'Ålesund',
  salary_min: 1,
  salary_max: 1,
  vocation_id: vocation,
  job_type: 'temporary',
  status: 'open',
});

/** A job posted without an account, its code confirmed: answers the job and its management link's token. */
export async function postJobWithoutAccount(
  app: NestFastifyApplication,
  vocation: number,
  email: string,
): Promise<{ jobUuid: string; token: string }> {
  const server = app.getHttpServer();
  const { jobUuid } = (
    await request(server)
      .post('/api/jobs/public')
      .send({ ...accountlessJob(vocation), email, company_name: 'Sjøbua AS' })
      .expect(201)
  ).body;
  const [mail] = await queuedMails(app, email);
  const otp = mail.data.text.match(/Koden din er (\d{6})/)![1];
  await request(server).post('/api/jobs/verify-otp').send({ email, otp, jobUuid }).expect(200);
  return { jobUuid, token: await tokenFromMail(app, email, '/jobs/manage') };
}
