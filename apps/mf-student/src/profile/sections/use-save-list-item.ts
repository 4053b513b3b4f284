import { errorMessage } from '@yrkesbro/api-client';
import { useSnackbar } from '@yrkesbro/toasts';

interface Sent {
  unwrap(): Promise<unknown>;
}

/** The toasts of one list's dialog: what was saved, and the fallback when the server says nothing. */
export interface SaveMessages {
  added: string;
  addFailed: string;
  updated: string;
  updateFailed: string;
}

/**
 * Saves a profile list's dialog: adds when there is no `item`, else changes it. Answers whether
 * it was saved, so the dialog closes only then and keeps what was typed when it was not.
 */
export function useSaveListItem<Body>(
  item: { id: string } | undefined,
  add: (body: Body) => Sent,
  update: (body: Body & { id: string }) => Sent,
  messages: SaveMessages,
) {
  const { enqueueSnackbar } = useSnackbar();
  return async (body: Body): Promise<boolean> => {
    try {
      if (item) {
        await update({ ...body, id: item.id }).unwrap();
        enqueueSnackbar(messages.updated, { variant: 'success' });
      } else {
        await add(body).unwrap();
        enqueueSnackbar(messages.added, { variant: 'success' });
      }
      return true;
    } catch (error) {
      // The server's message first: a 409 says why, the fallback only when it says nothing.
      const fallback = item ? messages.updateFailed : messages.addFailed;
      enqueueSnackbar(errorMessage(error, fallback), { variant: 'error' });
      return false;
    }
  };
}
