/**
 * The one error the gateway throws. It carries the HTTP status and the message of the interface's
 * error table; only `http/` turns it into a response body `{status, message}`.
 */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** The errors of the interface's table, by cause, so that no message is spelled twice. */
export const errors = {
  malformedJson: () => new GatewayError(400, 'Malformed JSON request. Please check your request body.'),
  badRequest: (message: string) => new GatewayError(400, message),
  noBankAccount: () => new GatewayError(400, 'Bank account not found for this partner'),
  missingCredentials: () => new GatewayError(401, 'Missing credentials'),
  invalidApiKey: () => new GatewayError(401, 'Invalid API key'),
  /** `resource` is `Product`, `Partner`, `Webhook`: "Product <uuid> does not belong to you". */
  notYours: (resource: string, id: string) => new GatewayError(403, `${resource} ${id} does not belong to you`),
  /** `entity` is the internal class name the real service leaks, e.g. `PayProductEntity`. */
  notFound: (entity: string) => new GatewayError(404, `${entity} not found`),
  /** A request body over 1 MiB (the sandbox contract's limit). */
  payloadTooLarge: () => new GatewayError(413, 'Payload too large'),
  somethingWentWrong: () => new GatewayError(500, 'Something went wrong'),
};
