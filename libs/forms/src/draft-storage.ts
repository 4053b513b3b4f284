/**
 * Drafts in this tab's sessionStorage: what a person typed outlives a reload and a session that
 * ended mid-form (signing in again brings them back to the same page), and goes with the tab.
 */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): forms work as before, without drafts.
    return null;
  }
}

/** The draft kept under `key`, or null when there is none or it cannot be read. */
export function readDraft<Value>(key: string): Value | null {
  const kept = storage()?.getItem(key);
  if (!kept) return null;
  try {
    return JSON.parse(kept) as Value;
  } catch {
    storage()?.removeItem(key);
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full: the draft is not kept, the form goes on.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}
