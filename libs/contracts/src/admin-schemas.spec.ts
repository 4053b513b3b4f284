import { ADMIN_MESSAGES } from './admin.ts';
import { groupMailSchema } from './admin-schemas.ts';

const errorsOf = (value: unknown) => {
  try {
    groupMailSchema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('group mail schema', () => {
  it('refuses a title or message sent as a number or a boolean instead of reading it as text', () => {
    expect(errorsOf({ group: 'student', title: 123, msg: true })).toEqual([
      ADMIN_MESSAGES.titleNotText,
      ADMIN_MESSAGES.messageNotText,
    ]);
    expect(errorsOf({ group: 'student', title: 'Hei', msg: 0 })).toEqual([
      ADMIN_MESSAGES.messageNotText,
    ]);
  });

  it("keeps the form's text: trimmed, and a blank or missing field is still one to fill in", () => {
    expect(
      groupMailSchema.validateSync({ group: 'student', title: ' Hei ', msg: 'Alle\n' }),
    ).toEqual({ group: 'student', title: 'Hei', msg: 'Alle' });
    expect(errorsOf({ group: 'student', title: '  ', msg: 'Hei' })).toEqual([
      ADMIN_MESSAGES.completeAllFields,
    ]);
    expect(errorsOf({ group: 'student', msg: 'Hei' })).toEqual([ADMIN_MESSAGES.completeAllFields]);
  });
});
