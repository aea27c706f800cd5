/**
 * The punctuation the signed-in screens put between two texts (issue 54, helper i18n-one): a
 * label and what it labels ("Today: To do", "You: …"), a phrase quoted, and a list's items
 * that hold commas themselves. Written by each
 * language in its catalog (French puts a no-break space before the colon and inside « »; Spanish
 * quotes «…», German „…“) instead of in the code, which wrote English's everywhere.
 */
export const PUNCTUATION_TEXTS = {
  labelled: (label: string, text: string) => `${label}: ${text}`,
  quoted: (text: string) => `“${text}”`,
  /** Two items of a list whose items hold commas of their own ("At the start, by email; 10 minutes before, by push"): a list of more, item by item. */
  series: (first: string, next: string) => `${first}; ${next}`,
} as const;
