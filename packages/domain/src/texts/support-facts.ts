/** How soon a person answers a support email (section 2), in hours. */
export const SUPPORT_REPLY_HOURS = '24-48';
/** Days within which an account's data is deleted after it is asked for (section 2). */
export const DATA_DELETION_DAYS = 30;
