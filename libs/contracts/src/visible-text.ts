/**
 * A character that can be seen. `String.prototype.trim` takes white space only, so a name of
 * zero-width spaces (U+200B) was saved and shown as nothing. Left out besides white space: the
 * characters Unicode says show nothing by themselves (Default_Ignorable_Code_Point: zero-width
 * space and joiners, word joiner, U+FEFF, bidi marks, soft hyphen, variation selectors, tags,
 * the Hangul fillers), control characters, and the blank braille cell, which pass for a letter
 * and show none. Inside a text they stay: the joiner is what makes 👩‍🔧 one emoji.
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/u;

/** Whether a typed text shows anything, the rule a required field and a send button go by. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}
