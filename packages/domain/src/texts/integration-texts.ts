/** Issue 41: the words of personal access tokens, webhooks and connected assistants (server and app). */
export const INTEGRATION_TEXTS = {
  nameRequired: 'Give it a name.',
  nameTooLong: 'Use at most 100 characters for the name.',
  scopeInvalid: 'Choose read or write.',
  tooManyTokens: 'You have 20 tokens, the most an account can have. Revoke one you no longer use first.',
  tokenNotFound: 'Token not found.',
  tokenInvalid: 'This access token is not valid. It may have been revoked.',
  tokenReadOnly: 'This token can only read. Make a token with write access to change anything.',
  tokenNotAllowedHere: 'Access tokens cannot be used here. Sign in to the app to manage your account.',
  tokenRateLimited: 'Too many requests with this token. Try again in a minute.',
  webhookUrlInvalid: 'Enter the full https address that should receive the events.',
  webhookUrlNotHttps: 'The address must start with https://.',
  webhookUrlPrivate: 'That address is inside a private network. Webhooks go to public https addresses only.',
  webhookEventsRequired: 'Choose at least one event.',
  webhookEventInvalid: 'Choose events from the list.',
  tooManyWebhooks: 'You have 10 webhooks, the most an account can have. Delete one first.',
  webhookNotFound: 'Webhook not found.',
  // Issue 52: test-send, redeliver, secret rotation.
  webhookDeliveryNotFound: 'Delivery not found.',
  webhookDeliveryPending: 'This delivery is still being sent. Send it again once it has been delivered or has failed.',
  /**
   * Issue 48: why a delivery failed, as its owner reads it. Never an address the name resolved to
   * or any other detail of the network the server sits in.
   */
  deliveryErrors: {
    notPublic: 'The address is inside a private network, so nothing was sent. Webhooks go to public https addresses only.',
    deadline: (seconds: number) => `No complete answer within ${seconds} s, so the delivery was cut off.`,
    notFound: 'The address’s name was not found.',
    refused: 'The receiver refused the connection.',
    reset: 'The receiver closed the connection before it answered.',
    tls: 'The secure connection failed: check the receiver’s certificate.',
    unreachable: 'The receiver could not be reached.',
    stopped: 'The server was shutting down; the delivery is tried again.',
  },
} as const;
