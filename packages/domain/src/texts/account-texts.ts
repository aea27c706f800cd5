import { PRODUCT_NAME } from '../routes.js';
import { COMMON_PASSWORD_RULE_LABEL, PASSWORD_RULES } from '../auth/password.js';

/** Issue 23: what the server answers for account settings, export, import, the feed and deletion. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  samePassword: 'Your new password must differ from your current one.',
  sameEmail: 'That is already your email address.',
  emailCodeSent: (email: string) => `We sent a 6-digit code to ${email}. Enter it to confirm your new address.`,
  invalidEmailCode: 'Invalid code. Check the latest email we sent to your new address.',
  noEmailChange: 'There is no email change waiting: ask for a new code.',
  exportFormat: 'format must be json or csv.',
  importTooLarge: (mb: number) => `This file is larger than ${mb} MB: it cannot be a ${PRODUCT_NAME} or Loop export.`,
  importUnknown: `This file is not a ${PRODUCT_NAME} export (.json) or a Loop Habit Tracker export (.zip).`,
  importMalformedJson: 'This file is not valid JSON, so nothing was imported.',
  importInvalid: (path: string, message: string) => `This file does not match the ${PRODUCT_NAME} export format at ${path}: ${message} Nothing was imported.`,
  importTooMany: (max: number) => `Importing this file would give you more than ${max} habits. Delete some first, or import a smaller file.`,
  importTooManyGoals: (max: number) => `Importing this file would give you more than ${max} goals. Delete some first, or import a smaller file.`,
  importEmpty: 'This file holds nothing to import.',
  importBusy: 'Another import into your account is still running. Wait for it to finish, then try again.',
  importTooHeavy: `This file needs more memory or time to read than any ${PRODUCT_NAME} or Loop export, so nothing was imported.`,
  importServerBusy: 'Many imports are running just now. Please try again in a minute.',
  accountDeleted: 'Your account and everything in it have been deleted.',
  subscriptionNotCancelled: 'We could not cancel your Premium subscription with Stripe just now, so nothing was deleted. Please try again in a few minutes.',
  feedNotFound: 'Calendar feed not found.',
} as const;

/** Settings › Profile: the name card (issue 51), its time zone field (issue 54: its own export, for the catalog). */
export const PROFILE_TEXTS = {
  title: 'Profile',
  intro: 'Your name is how the coach greets you; your time zone decides when your day starts and ends.',
  firstName: 'First name',
  lastName: 'Last name',
  save: 'Save name',
  saving: 'Saving…',
  saved: 'Name saved.',
  /** The time zone field of the same card. */
  timeZone: 'Time zone',
  timeZoneSave: 'Save',
  timeZoneSaving: 'Saving...',
  timeZoneSaved: 'Time zone saved.',
  /** The time zone list's button and its empty state (MUI Autocomplete's own words). */
  timeZoneOpen: 'Open',
  timeZoneClose: 'Close',
  timeZoneNone: 'No options',
} as const;

const ruleLabel = (id: (typeof PASSWORD_RULES)[number]['id']) => PASSWORD_RULES.find((rule) => rule.id === id)!.label;

/** Settings › Sign-in: the new password's checklist (issue 54: the rules' own English labels, gathered for the catalog). */
export const PASSWORD_CHECKLIST_TEXTS = {
  label: 'Password requirements',
  met: ' (met)',
  notMet: ' (not met)',
  rules: {
    length: ruleLabel('length'),
    uppercase: ruleLabel('uppercase'),
    lowercase: ruleLabel('lowercase'),
    number: ruleLabel('number'),
    special: ruleLabel('special'),
    common: COMMON_PASSWORD_RULE_LABEL,
  },
};

/** The dashboard's account settings, export and import, calendar feed and deletion sections. */
export const ACCOUNT_TEXTS = {
  settingsTitle: 'Account settings',
  /** Issue 51: your name and time zone, in Settings (the time zone was only on Today's account card). */
  profile: PROFILE_TEXTS,
  changePassword: {
    title: 'Change password',
    current: 'Current password',
    next: 'New password',
    submit: 'Change password',
    busy: 'Changing…',
    /** The password fields' eye button (the sign-in page's words). */
    show: 'Show password',
    hide: 'Hide password',
  },
  changeEmail: {
    title: 'Change email',
    newEmail: 'New email address',
    password: 'Current password',
    send: 'Send code',
    sending: 'Sending…',
    codeLabel: 'Code from the email',
    confirm: 'Confirm new email',
    confirming: 'Confirming…',
    cancel: 'Cancel',
    done: (email: string) => `Your email is now ${email}. We told your old address too.`,
  },
  data: {
    title: 'Your data',
    intro: `Download everything ${PRODUCT_NAME} keeps about you, or bring habits in from another export.`,
    downloadJson: 'Download my data (JSON)',
    downloadCsv: 'Download as CSV (zip)',
    importTitle: 'Import',
    importHelp: `Choose a ${PRODUCT_NAME} export (.json) or a Loop Habit Tracker CSV export (.zip, from Loop's Settings → Export as CSV). You will see what it holds before anything is added.`,
    chooseFile: 'Choose a file',
    /** Checked before sending (issue 54: here for the catalog; the server's own words). */
    tooLarge: ACCOUNT_MESSAGES.importTooLarge,
    reading: 'Reading the file…',
    previewTitle: (name: string) => `In ${name}`,
    previewCounts: (p: { habits: number; completions: number; goals: number; conversations: number; vision: boolean }) =>
      [
        `${p.habits} ${p.habits === 1 ? 'habit' : 'habits'}`,
        `${p.completions} ${p.completions === 1 ? 'completion' : 'completions'}`,
        ...(p.goals ? [`${p.goals} ${p.goals === 1 ? 'goal' : 'goals'}`] : []),
        ...(p.conversations ? [`${p.conversations} coach ${p.conversations === 1 ? 'conversation' : 'conversations'}`] : []),
        ...(p.vision ? ['your vision'] : []),
      ].join(', '),
    unmappedTitle: 'Not brought over exactly',
    importButton: 'Import',
    importing: 'Importing…',
    cancel: 'Cancel',
    imported: (habits: number) => `Imported ${habits} ${habits === 1 ? 'habit' : 'habits'}. They are on your Habit Tracker now.`,
    addsNote: 'Importing adds to what you have: nothing already here is changed. A vision in the file replaces yours.',
    /** One habit of the preview: its rule in words and the days it brings. */
    habitLine: (h: { schedule: string; completions: number; skips: number }) =>
      [h.schedule, `${h.completions} ${h.completions === 1 ? 'completion' : 'completions'}`, ...(h.skips ? [`${h.skips} ${h.skips === 1 ? 'day' : 'days'} skipped`] : [])].join(' · '),
  },
  calendar: {
    title: 'Calendar feed',
    intro: 'Subscribe to your habits in Google Calendar, Apple Calendar or Outlook. The address is private: anyone who has it can see your habit schedule.',
    loading: 'Loading your calendar feed…',
    loadError: (reason: string) => `Could not load your calendar feed. ${reason}`,
    retry: 'Try again',
    copyFailed: 'Could not copy: select the address and copy it yourself.',
    off: 'The calendar feed is off.',
    turnOn: 'Create a calendar address',
    urlLabel: 'Your calendar address',
    copy: 'Copy address',
    copied: 'Address copied.',
    regenerate: 'Make a new address',
    regenerateHelp: 'The old address stops working at once.',
    turnOff: 'Turn off the feed',
    howTo: 'In your calendar app choose "Add calendar" → "From URL" (Google), "New Calendar Subscription" (Apple) or "Subscribe from web" (Outlook), and paste the address.',
  },
  deletion: {
    title: 'Delete my account',
    intro: 'Delete your account and everything in it, now.',
    button: 'Delete my account…',
    dialogTitle: 'Delete your account?',
    consequences: [
      'Your habits, their history, goals, vision and coach conversations are deleted at once and cannot be brought back.',
      'A Premium subscription is cancelled straight away, with no refund for the rest of the month.',
      'You are signed out on every device, and your calendar feed stops working.',
      'Backups that still hold your data are erased within 30 days.',
    ],
    downloadFirst: 'You may want to download your data first.',
    password: 'Your password',
    confirm: 'Delete my account',
    deleting: 'Deleting…',
    cancel: 'Keep my account',
    /** On the landing page once the account is gone, until closed or someone signs in. */
    farewell: ACCOUNT_MESSAGES.accountDeleted,
    farewellMore: `A confirmation is on its way to your email. Thank you for using ${PRODUCT_NAME}.`,
    farewellClose: 'Close this message',
  },
} as const;
