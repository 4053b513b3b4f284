import { registerShared } from '@module-federation/runtime';
import { provideOnDemandShares } from './on-demand-shares.ts';

jest.mock('@module-federation/runtime', () => ({ registerShared: jest.fn() }));

type Provided = Record<
  string,
  { version: string; shareConfig: object; get: () => Promise<() => Record<string, unknown>> }
>;

test('formik and yup are provided as the singletons the remotes ask for, each loaded when asked', async () => {
  provideOnDemandShares();

  const provided = jest.mocked(registerShared).mock.calls[0][0] as Provided;
  expect(Object.keys(provided).sort()).toEqual(['formik', 'yup']);
  expect(provided.formik.shareConfig).toEqual({ singleton: true, requiredVersion: '^2.4.9' });
  expect(provided.yup.version).toBe('1.7.1');
  const formik = (await provided.formik.get())();
  const yup = (await provided.yup.get())();
  expect(typeof formik.useFormik).toBe('function');
  expect(typeof yup.string).toBe('function');
});
