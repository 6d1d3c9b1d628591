/**
 * The interface's "wrong but 200" list (its Errors rules): a request wrong in one of these ways is
 * still answered 200, so nothing on the wire says what went wrong. Declared here once, beside the
 * schemas, and carried by them into their JSON Schema (the `x-accepted-mistakes` keyword of
 * `keywords.ts`): the OpenAPI document holds them, the console's editor warns about each while a
 * body is written, and the console says what the gateway did once it answered.
 */

/**
 * One mistake the gateway lets through, relative to the schema that carries it:
 * - `misplaced`: `field` sent where the gateway does not read it; it reads `instead`.
 * - `missing`: `field` (a dotted path) absent, though the contract requires it.
 * - `decimal`: the value itself (an amount) has a fraction.
 */
export type AcceptedMistake =
  | { kind: 'misplaced'; field: string; instead: string; says: string }
  | { kind: 'missing'; field: string; says: string }
  | { kind: 'decimal'; says: string };

/** On every amount: a decimal is truncated, never refused. */
export const DECIMAL_AMOUNT: readonly AcceptedMistake[] = [
  { kind: 'decimal', says: 'The gateway truncates it to whole grosze and answers 200: amounts are integers.' },
];

/** On a payment's body: the classic mistakes of an integration, each answered 200. */
export const PAYMENT_MISTAKES: readonly AcceptedMistake[] = [
  {
    kind: 'misplaced',
    field: 'amount',
    instead: 'price',
    says: '`amount` is not a field of the interface: the gateway ignores it and answers 200, and the payment has no price. Send `price`.',
  },
  {
    kind: 'misplaced',
    field: 'returnUrl',
    instead: 'details.returnUrl',
    says: '`returnUrl` is read only inside `details`: at the top level the gateway ignores it and answers 200, and the checkout has no way back to the shop.',
  },
  { kind: 'missing', field: 'price', says: 'Without `price` the gateway still creates the payment (200), with no amount.' },
  {
    kind: 'missing',
    field: 'details.returnUrl',
    says: 'Without `details.returnUrl` the gateway still creates the payment (200), and the checkout has no way back to the shop.',
  },
];
