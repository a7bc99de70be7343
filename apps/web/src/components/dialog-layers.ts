/**
 * The z-index of a dialog opened from inside another dialog. A dialog in a Modal.Stack (the campaign card's) is drawn
 * at Mantine's modal z-index plus its place in the stack; one opened from it outside the stack needs to sit higher.
 * Apart from confirm-dialog.tsx, so a page can name it without downloading Mantine's Modal (lazy-dialog.tsx).
 */
export const NESTED_DIALOG_Z_INDEX = 250;
