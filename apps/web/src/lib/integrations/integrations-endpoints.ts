import {
  API,
  requestOf,
  type ApiToken,
  type CreateTokenBody,
  type CreateWebhookBody,
  type CreatedToken,
  type CreatedWebhook,
  type OauthGrant,
  type RotatedWebhookSecret,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookDelivery,
} from '@stride/domain';
import { strideApi } from '../api/stride-api';

// Tags of this area only, added here so the shared API's list stays as it is.
const api = strideApi.enhanceEndpoints({ addTagTypes: ['ApiToken', 'Webhook', 'OauthGrant'] });

/** Whether a mutation's call succeeded (its failure reaches the caller through `unwrap()`). */
const succeeded = (fulfilled: Promise<unknown>) => fulfilled.then(() => true, () => false);

/**
 * Issue 41: the signed-in person's personal access tokens, webhooks and connected assistants
 * (Settings › API and integrations). A created token's or webhook's secret is in the mutation's
 * answer only: the lists never hold it, so it lives in the card's state until the person is done.
 */
export const integrationsEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getTokens: build.query<ApiToken[], void>({
      query: () => requestOf(API.tokens.list),
      providesTags: ['ApiToken'],
    }),
    createToken: build.mutation<CreatedToken, CreateTokenBody>({
      query: (body) => requestOf(API.tokens.create, { body }),
      invalidatesTags: (result) => (result ? ['ApiToken'] : []),
    }),
    /** Revoked at once: the cached list drops it without waiting for the list to be read again. */
    revokeToken: build.mutation<null, string>({
      query: (id) => requestOf(API.tokens.remove, { params: { id } }),
      onQueryStarted: async (id, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) dispatch(integrationsEndpoints.util.updateQueryData('getTokens', undefined, (tokens) => tokens.filter((token) => token.id !== id)));
      },
    }),

    getWebhooks: build.query<Webhook[], void>({
      query: () => requestOf(API.webhooks.list),
      providesTags: ['Webhook'],
    }),
    createWebhook: build.mutation<CreatedWebhook, CreateWebhookBody>({
      query: (body) => requestOf(API.webhooks.create, { body }),
      invalidatesTags: (result) => (result ? ['Webhook'] : []),
    }),
    /** The answer (the whole webhook) replaces the cached one. */
    updateWebhook: build.mutation<Webhook, { id: string; body: UpdateWebhookBody }>({
      query: ({ id, body }) => requestOf(API.webhooks.update, { params: { id }, body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(integrationsEndpoints.util.updateQueryData('getWebhooks', undefined, (hooks) => hooks.map((hook) => (hook.id === data.id ? data : hook))));
      },
    }),
    removeWebhook: build.mutation<null, string>({
      query: (id) => requestOf(API.webhooks.remove, { params: { id } }),
      onQueryStarted: async (id, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) dispatch(integrationsEndpoints.util.updateQueryData('getWebhooks', undefined, (hooks) => hooks.filter((hook) => hook.id !== id)));
      },
    }),
    getWebhookDeliveries: build.query<WebhookDelivery[], string>({
      query: (id) => requestOf(API.webhooks.deliveries, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Webhook', id: `deliveries-${id}` }],
    }),
    /** Issue 52: a `webhook.test` event to this webhook now; its deliveries are read again. */
    testWebhook: build.mutation<WebhookDelivery, string>({
      query: (id) => requestOf(API.webhooks.test, { params: { id } }),
      invalidatesTags: (result, _error, id) => (result ? [{ type: 'Webhook', id: `deliveries-${id}` }] : []),
    }),
    /** Issue 52: a delivery that ended, sent again as the same message. */
    redeliverWebhook: build.mutation<WebhookDelivery, { id: string; deliveryId: string }>({
      query: (params) => requestOf(API.webhooks.redeliver, { params }),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Webhook', id: `deliveries-${id}` }] : []),
    }),
    /** Issue 52: a new signing secret (in the answer only), the old one signing beside it for a day. */
    rotateWebhookSecret: build.mutation<RotatedWebhookSecret, string>({
      query: (id) => requestOf(API.webhooks.rotateSecret, { params: { id } }),
    }),

    getOauthGrants: build.query<OauthGrant[], void>({
      query: () => requestOf(API.oauth.grants),
      providesTags: ['OauthGrant'],
    }),
    revokeOauthGrant: build.mutation<null, string>({
      query: (id) => requestOf(API.oauth.revokeGrant, { params: { id } }),
      onQueryStarted: async (id, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) dispatch(integrationsEndpoints.util.updateQueryData('getOauthGrants', undefined, (grants) => grants.filter((grant) => grant.id !== id)));
      },
    }),
  }),
});

export const {
  useGetTokensQuery,
  useCreateTokenMutation,
  useRevokeTokenMutation,
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useRemoveWebhookMutation,
  useGetWebhookDeliveriesQuery,
  useTestWebhookMutation,
  useRedeliverWebhookMutation,
  useRotateWebhookSecretMutation,
  useGetOauthGrantsQuery,
  useRevokeOauthGrantMutation,
} = integrationsEndpoints;
