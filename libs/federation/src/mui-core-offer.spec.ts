import { offerMuiCore, takeMuiCore, type MuiCoreModule } from './mui-core-offer.ts';

const shellCore = { mui_material_Button_Button: { default: 'the shell’s Button' } };
const ownCore = { mui_material_Button_Button: { default: 'the remote’s Button' } };
const own = jest.fn(async (): Promise<MuiCoreModule> => ({ version: '1.0.0-b', core: ownCore }));

beforeEach(() => own.mockClear());

test('a remote takes the shell’s core when it lists the same modules, and loads none of its own', async () => {
  offerMuiCore(async () => ({ version: '1.0.0-a', core: shellCore }));
  await expect(takeMuiCore('1.0.0-a', own)).resolves.toBe(shellCore);
  expect(own).not.toHaveBeenCalled();
});

test('a remote built with another list loads its own core', async () => {
  offerMuiCore(async () => ({ version: '1.0.0-a', core: shellCore }));
  await expect(takeMuiCore('1.0.0-b', own)).resolves.toBe(ownCore);
});

test('a remote loads its own core when the shell’s cannot be loaded', async () => {
  offerMuiCore(() => Promise.reject(new Error('chunk failed')));
  await expect(takeMuiCore('1.0.0-a', own)).resolves.toBe(ownCore);
});

test('a remote loads its own core under a shell that offers none', async () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('yrkesbro.mui-core')];
  await expect(takeMuiCore('1.0.0-a', own)).resolves.toBe(ownCore);
});
