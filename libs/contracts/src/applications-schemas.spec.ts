import { APPLICATION_MESSAGES, latestInterviewDay } from './applications.ts';
import { applicationStatusSchema, scheduleInterviewSchema } from './applications-schemas.ts';

const interview = {
  interviewDate: latestInterviewDay(),
  interviewTime: '10:00',
  meetingType: 'online',
};

describe('what the business saw, sent along with its change', () => {
  it('takes the status it saw, and serves a body without it as before', async () => {
    await expect(
      applicationStatusSchema.validate({ status: 'accepted', from: 'pending' }),
    ).resolves.toEqual({ status: 'accepted', from: 'pending' });
    await expect(applicationStatusSchema.validate({ status: 'accepted' })).resolves.toEqual({
      status: 'accepted',
    });
    await expect(
      applicationStatusSchema.validate({ status: 'accepted', from: 'maybe' }),
    ).rejects.toThrow(APPLICATION_MESSAGES.statusInvalid);
  });

  it('takes whether it is moving an interview, and serves a body without it as before', () => {
    expect(scheduleInterviewSchema.validateSync({ ...interview, moving: true }).moving).toBe(true);
    expect(scheduleInterviewSchema.validateSync({ ...interview, moving: false }).moving).toBe(
      false,
    );
    expect(scheduleInterviewSchema.validateSync(interview)).not.toHaveProperty('moving');
    expect(() =>
      scheduleInterviewSchema.validateSync({ ...interview, moving: 'kanskje' }),
    ).toThrow();
  });
});
