import { attachToasts, enqueueSnackbar, whenToastsWanted } from './toasts.ts';

describe('the toast queue', () => {
  it('holds toasts until the library is there, asks for it once wanted, then passes them on', () => {
    const load = jest.fn();
    const stopWatching = whenToastsWanted(load);
    expect(load).not.toHaveBeenCalled();

    enqueueSnackbar('Lagret.', { variant: 'success' });
    enqueueSnackbar('Kunne ikke sende e-post.', { variant: 'error' });
    expect(load).toHaveBeenCalled();

    const show = jest.fn();
    const detach = attachToasts(show);
    expect(show.mock.calls).toEqual([
      ['Lagret.', { variant: 'success' }],
      ['Kunne ikke sende e-post.', { variant: 'error' }],
    ]);
    enqueueSnackbar('Slettet.');
    expect(show).toHaveBeenLastCalledWith('Slettet.', undefined);

    // Once the library is gone (the provider unmounted), toasts wait again.
    detach();
    enqueueSnackbar('Venter.');
    expect(show).toHaveBeenCalledTimes(3);
    const again = jest.fn();
    attachToasts(again)();
    expect(again).toHaveBeenCalledWith('Venter.', undefined);
    stopWatching();
  });

  it('asks for the library at once when a toast waits already', () => {
    enqueueSnackbar('Først.');
    const load = jest.fn();
    whenToastsWanted(load)();
    expect(load).toHaveBeenCalledTimes(1);
    attachToasts(jest.fn())();
  });
});
