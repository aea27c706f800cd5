import {
  authCheckResponseSchema,
  commonPasswordsParamsSchema,
  commonPasswordsResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  resetTokenResponseSchema,
  signupBodySchema,
  updateProfileBodySchema,
  userResponseSchema,
  verifyEmailBodySchema,
  verifyResetCodeBodySchema,
} from '../auth/auth.schemas.js';
import { changeEmailBodySchema, changePasswordBodySchema, confirmEmailChangeBodySchema, deleteAccountBodySchema } from '../account/account.schemas.js';
import { defineEndpoint } from './endpoint.js';
import { API_ROUTES } from './routes.js';

const tag = 'auth';
const errors = [400, 401, 403, 409, 429, 503] as const;

/** The nine auth calls of section 7: how a visitor becomes a user, so all but verify-email are public. */
export const AUTH_ENDPOINTS = {
  signup: defineEndpoint(API_ROUTES.auth.signup, { tag, summary: 'Create an account and sign in', body: signupBodySchema, responses: { 201: userResponseSchema }, errors }),
  login: defineEndpoint(API_ROUTES.auth.login, { tag, summary: 'Sign in', body: loginBodySchema, responses: { 200: userResponseSchema }, errors }),
  // Public: it reads the session when there is one.
  logout: defineEndpoint(API_ROUTES.auth.logout, { tag, summary: 'Sign out this session', responses: { 200: messageResponseSchema }, errors }),
  check: defineEndpoint(API_ROUTES.auth.check, { tag, summary: 'Who is signed in', responses: { 200: authCheckResponseSchema } }),
  verifyEmail: defineEndpoint(API_ROUTES.auth.verifyEmail, {
    tag,
    summary: 'Verify the email with the emailed code',
    body: verifyEmailBodySchema,
    responses: { 200: userResponseSchema },
    errors,
  }),
  resendVerification: defineEndpoint(API_ROUTES.auth.resendVerification, {
    tag,
    summary: 'Send a new verification code',
    body: resendVerificationBodySchema,
    responses: { 200: messageResponseSchema },
    errors,
  }),
  forgotPassword: defineEndpoint(API_ROUTES.auth.forgotPassword, {
    tag,
    summary: 'Email a password reset code',
    body: forgotPasswordBodySchema,
    responses: { 200: messageResponseSchema },
    errors,
  }),
  verifyResetCode: defineEndpoint(API_ROUTES.auth.verifyResetCode, {
    tag,
    summary: 'Exchange a reset code for a reset token',
    body: verifyResetCodeBodySchema,
    responses: { 200: resetTokenResponseSchema },
    errors,
  }),
  resetPassword: defineEndpoint(API_ROUTES.auth.resetPassword, {
    tag,
    summary: 'Set a new password with a reset token',
    body: resetPasswordBodySchema,
    responses: { 200: messageResponseSchema },
    errors,
  }),
  commonPasswords: defineEndpoint(API_ROUTES.auth.commonPasswords, {
    tag,
    summary: 'The SHA-256 hashes of the common passwords (refused for a new password) starting with a prefix',
    params: commonPasswordsParamsSchema,
    responses: { 200: commonPasswordsResponseSchema },
    errors: [400],
  }),
} as const;

/** The signed-in user's own account: profile (section 2), and issue 23's password, email and deletion. */
export const USERS_ENDPOINTS = {
  updateProfile: defineEndpoint(API_ROUTES.users.updateProfile, {
    tag: 'users',
    summary: "Edit the signed-in user's name or time zone",
    body: updateProfileBodySchema,
    responses: { 200: userResponseSchema },
    errors: [400],
  }),
  changePassword: defineEndpoint(API_ROUTES.users.changePassword, {
    tag: 'users',
    summary: 'Change the password (the current one required); other sessions end',
    body: changePasswordBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 429],
  }),
  changeEmail: defineEndpoint(API_ROUTES.users.changeEmail, {
    tag: 'users',
    summary: 'Start an email change: a 6-digit code goes to the new address',
    body: changeEmailBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 409, 429, 503],
  }),
  confirmEmailChange: defineEndpoint(API_ROUTES.users.confirmEmailChange, {
    tag: 'users',
    summary: 'Confirm an email change with the code sent to the new address',
    body: confirmEmailChangeBodySchema,
    responses: { 200: userResponseSchema },
    errors: [400, 409],
  }),
  // Leaving needs no verified email: someone who never verified can still delete the account.
  deleteAccount: defineEndpoint(API_ROUTES.users.deleteAccount, {
    tag: 'users',
    summary: 'Delete the account and everything in it (the current password required)',
    body: deleteAccountBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 429, 503],
  }),
} as const;
