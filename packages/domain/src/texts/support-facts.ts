/** How soon a person answers a support email (section 2), in hours. */
export const SUPPORT_REPLY_HOURS = '24-48';
/** Days within which an account's data is deleted after it is asked for (section 2). */
export const DATA_DELETION_DAYS = 30;
/** Fixed facts of the legal pages (DECISIONS.md, Other gaps), which every language's legal catalog writes. */
export const LEGAL_EFFECTIVE_DATE = '25 November 2024';
export const MINIMUM_AGE = 3;
/** Below this age a parent or guardian agrees for the child and manages the account. */
export const PARENTAL_CONSENT_AGE = 13;
