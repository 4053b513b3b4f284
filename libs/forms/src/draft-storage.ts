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

/**
 * A draft's key: the form, the signed-in user, then what names it further (the item edited). The
 * user's place is fixed, so that another person signing in on the tab can forget the others'.
 */
export function draftKey(form: string, userId: string | undefined, ...rest: string[]): string {
  return [form, userId ?? '', ...rest].join(':');
}

/**
 * Forgets the drafts in this tab of everyone but `userId`: a session that ended is not a signing
 * out, and the next person on a shared computer signs in on the same tab.
 */
export function forgetOthersDrafts(userId: string): void {
  const kept = storage();
  if (!kept) return;
  for (const key of Object.keys(kept)) {
    if (key.split(':')[1] !== userId) kept.removeItem(key);
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
