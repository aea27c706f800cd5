import {
  API,
  requestOf,
  urlOf,
  type CalendarFeedResponse,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type ExportFormat,
  type ImportSummary,
  type MessageResponse,
  type User,
} from '@stride/domain';
import { strideApi } from '../api/stride-api';
import { accountDeleted, userUpdated } from '../auth/session-actions';
import { sessionOf } from '../store/data-extra';

/** Where the export downloads from: a plain GET, so a link with `download` fetches it with the session cookie. */
export const exportUrl = (format: ExportFormat) => urlOf(API.account.exportData, { query: { format } });

/**
 * The file as the import reads it, typed by its name: browsers type a .zip differently
 * (`application/x-zip-compressed` on Windows, nothing at all on some systems).
 */
function importBody(file: File): Blob {
  return new Blob([file], { type: file.name.toLowerCase().endsWith('.zip') ? 'application/zip' : 'application/json' });
}

/**
 * Issue 23: the signed-in user's password and email, the export and import of their data, their
 * calendar feed, and the deletion of their account.
 */
export const accountEndpoints = strideApi.injectEndpoints({
  endpoints: (build) => ({
    /** Other sessions end; this one stays. */
    changePassword: build.mutation<MessageResponse, ChangePasswordBody>({
      query: (body) => requestOf(API.users.changePassword, { body }),
    }),
    /** Emails a 6-digit code to the new address; the account keeps the old one until it is entered. */
    requestEmailChange: build.mutation<MessageResponse, ChangeEmailBody>({
      query: (body) => requestOf(API.users.changeEmail, { body }),
    }),
    /** The code makes the new address the account's: the signed-in user shows it everywhere at once. */
    confirmEmailChange: build.mutation<User, string>({
      query: (code) => requestOf(API.users.confirmEmailChange, { body: { code } }),
      transformResponse: (answer: { user: User }) => answer.user,
      onQueryStarted: async (_code, { extra, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) userUpdated(sessionOf(extra), data);
      },
    }),
    /** What the file would bring in; nothing is written. */
    previewImport: build.mutation<ImportSummary, File>({
      query: (file) => requestOf(API.account.importData, { query: { dryRun: 'true' }, body: importBody(file) }),
      transformResponse: (answer: { preview: ImportSummary }) => answer.preview,
    }),
    /** Adds what the file holds; every list it may add to is read again. */
    /** Issue 40: habits the account already has are skipped unless `duplicates` is 'import'. */
    importData: build.mutation<ImportSummary, File | { file: File; duplicates: 'skip' | 'import' }>({
      query: (arg) =>
        arg instanceof File || arg.duplicates === 'skip'
          ? requestOf(API.account.importData, { body: importBody(arg instanceof File ? arg : arg.file) })
          : requestOf(API.account.importData, { query: { duplicates: 'import' }, body: importBody(arg.file) }),
      transformResponse: (answer: { imported: ImportSummary }) => answer.imported,
      invalidatesTags: (result) => (result ? ['Habit', 'Goal', 'Vision', 'CoachInbox'] : []),
    }),
    getCalendarFeed: build.query<CalendarFeedResponse, void>({
      query: () => requestOf(API.calendar.get),
    }),
    /** Creates the address, or replaces it (the old one stops working). */
    createCalendarFeed: build.mutation<CalendarFeedResponse, void>({
      query: () => requestOf(API.calendar.renew),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(accountEndpoints.util.upsertQueryData('getCalendarFeed', undefined, data));
      },
    }),
    deleteCalendarFeed: build.mutation<CalendarFeedResponse, void>({
      query: () => requestOf(API.calendar.turnOff),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(accountEndpoints.util.upsertQueryData('getCalendarFeed', undefined, data));
      },
    }),
    /**
     * The server has ended the session with the account: `accountDeleted` signs this browser out
     * as Logout does (the user gone, the caches emptied, signed-in screens sending to /) without a
     * call to the server, and drops this browser's push subscription (lib/auth/session-actions.ts).
     */
    deleteAccount: build.mutation<MessageResponse, string>({
      query: (password) => requestOf(API.users.deleteAccount, { body: { password } }),
      onQueryStarted: async (_password, { extra, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) accountDeleted(sessionOf(extra));
      },
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  usePreviewImportMutation,
  useImportDataMutation,
  useGetCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useDeleteCalendarFeedMutation,
  useDeleteAccountMutation,
} = accountEndpoints;
