/**
 * Issue 54: the "Language and region" settings card. English for now: the message catalog
 * (issue 54, first part) translates them.
 */
export const LOCALE_TEXTS = {
  title: 'Language and region',
  intro: 'The language Stride speaks to you, and how your dates, times, numbers and weeks are written.',
  language: 'Language',
  region: 'Region',
  /** "Times look like 07:00–07:30, dates like Monday 23 November 2026, and weeks start on Monday." */
  preview: (times: string, date: string, firstDay: string) => `Times look like ${times}, dates like ${date}, and weeks start on ${firstDay}.`,
  /** Until the person chooses, the browser's languages decide. */
  fromBrowser: 'Taken from your browser until you choose.',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Language and region saved.',
  /** The API's answer to a language or region Stride does not offer. */
  invalid: 'locale must be one of the languages and regions Stride offers, like en-GB.',
} as const;
