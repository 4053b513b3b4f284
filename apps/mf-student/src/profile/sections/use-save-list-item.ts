import { errorMessage } from '@yrkesbro/api-client';
import { useSnackbar } from '@yrkesbro/toasts';

/** A request sent by a mutation's trigger. */
export interface Sent {
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
 * Saves a profile list's dialog: adds when there is no `item`, else changes it. Answers null once
 * saved, else the message it showed, so the dialog closes only then, keeps what was typed, and
 * may put the message at the field it is about.
 */
export function useSaveListItem<Body>(
  item: { id: string } | undefined,
  add: (body: Body) => Sent,
  update: (body: Body & { id: string }) => Sent,
  messages: SaveMessages,
) {
  const { enqueueSnackbar } = useSnackbar();
  return async (body: Body): Promise<string | null> => {
    try {
      if (item) {
        await update({ ...body, id: item.id }).unwrap();
        enqueueSnackbar(messages.updated, { variant: 'success' });
      } else {
        await add(body).unwrap();
        enqueueSnackbar(messages.added, { variant: 'success' });
      }
      return null;
    } catch (error) {
      // The server's message first: a 409 says why, the fallback only when it says nothing.
      const message = errorMessage(error, item ? messages.updateFailed : messages.addFailed);
      enqueueSnackbar(message, { variant: 'error' });
      return message;
    }
  };
}
