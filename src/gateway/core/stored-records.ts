/**
 * The records the gateway persists, one type per collection. Storage keeps them as they are;
 * the HTTP views (what a response shows) are built from them in each domain module.
 */

/** Sandbox and production data are kept apart: every top-level record names its environment. */
export type Environment = 'sandbox' | 'production';

interface BankAccountDetails {
  iban: string;
  holderName?: string;
  nip?: string;
}

export interface Partner {
  id: string;
  name: string;
  /** Whether the operator configured a settlement account (payments need one or an IBAN). */
  bankAccount: boolean;
  createdAt: number;
}

export interface ApiKey {
  key: string;
  partnerId: string;
  env: Environment;
  revoked: boolean;
  createdAt: number;
}

/** What every key of an environment starts with. */
export const KEY_PREFIX: Record<Environment, string> = { sandbox: 'sk_test_', production: 'sk_live_' };

interface Fee {
  id: string;
  minimum: number;
  amount: number;
  fixed: boolean;
}

export interface Product {
  id: string;
  env: Environment;
  partnerId: string;
  productType: 'PAY';
  name: string;
  fullName?: string;
  shortName?: string;
  location?: string;
  timezone?: string;
  productMetadata?: { locale?: string };
  metadata?: { logoUrl?: string; merchantDomain?: string };
  bankAccountDetails?: BankAccountDetails;
  fee: Fee;
  emailEnabled: boolean;
  smsEnabled: boolean;
  reviewEnabled: boolean;
  status: 'ACTIVE';
  creator: string;
  /** Payment statuses that notify this product's webhooks. */
  notifyStatuses: NotifiableStatus[];
  /** Epoch milliseconds; responses show epoch seconds with a fraction. */
  createdAt: number;
  updatedAt: number;
}

export const PAYMENT_STATUSES = [
  'INITIALIZED',
  'PENDING',
  'COMPLETED',
  'CANCELED',
  'ERROR',
  'REFUNDED',
  'WAITING_FOR_EXTERNAL_ACTION',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const NOTIFIABLE_STATUSES = ['COMPLETED', 'CANCELED', 'ERROR', 'REFUNDED'] as const;
export type NotifiableStatus = (typeof NOTIFIABLE_STATUSES)[number];

export interface StatusChange {
  status: PaymentStatus;
  /** Epoch milliseconds. */
  at: number;
  paymentMethod?: string;
}

interface PriceChange {
  from: number | null;
  to: number;
  /** Epoch milliseconds. */
  at: number;
}

/** A payment, or a QR document registered through `/subproduct` (also payable). */
export interface Payment {
  /** The 10-character payment hash of `redirectUrl`. */
  hash: string;
  kind: 'payment' | 'document';
  productId: string;
  externalId: string;
  /** Grosze; `null` when the create request sent no price. */
  price: number | null;
  description?: string;
  details: Record<string, unknown>;
  bankAccountDetails?: BankAccountDetails;
  /** QR documents only. */
  banner?: { imageFormat: 'svg' | 'png'; bannerType?: string };
  /** The id of the pricing item the price-update response names. */
  pricingItemId: string;
  status: PaymentStatus;
  paymentMethod?: string;
  statusHistory: StatusChange[];
  /** Each price PATCH, oldest first; absent until the first one. */
  priceChanges?: PriceChange[];
  createdAt: number;
  updatedAt: number;
}

export interface PricingEntry {
  id: string;
  productId: string;
  price: number | null;
  description?: string;
  details?: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
}

export interface FormField {
  id: string;
  name: string;
  type: string;
  labels: Record<string, string>;
  validators: Record<string, unknown>;
}

/** One version of a form; all versions of one form share `formKey`. */
export interface FormVersion {
  id: string;
  formKey: string;
  productId: string;
  version: number;
  isCurrent: boolean;
  fields: FormField[];
  createdAt: number;
}

export const CUSTOMIZATION_TEXTS = [
  'title',
  'subtitle',
  'buttonText',
  'summaryHeader',
  'summaryFirstLine',
  'summarySecondLine',
  'cardDescription',
  'locale',
] as const;
export type CustomizationText = (typeof CUSTOMIZATION_TEXTS)[number];

export type Customization = {
  id: string;
  productId: string;
  createdAt: number;
  updatedAt: number;
} & Partial<Record<CustomizationText, string>>;

export interface Webhook {
  id: string;
  env: Environment;
  partnerId: string;
  name?: string;
  endpoint: string;
  method: string;
  requestTemplate?: unknown;
  responseTemplate?: unknown;
  expectedCode: number;
  expectedResponse?: string;
  retries: number;
  type: 'PAYMENT';
  headers: Record<string, string[]>;
  retryOnCodes?: number[];
  signingSecret: string;
  productIds: string[];
  createdAt: number;
  updatedAt: number;
}

export type DeliveryState = 'PENDING' | 'IN_FLIGHT' | 'SUCCEEDED' | 'FAILED';

/** Deliberate faults a merchant's receiver must survive, sent on request by the sandbox. */
export const DELIVERY_FAULTS = ['duplicate', 'older-status', 'stale-timestamp', 'wrong-signature'] as const;
export type DeliveryFault = (typeof DELIVERY_FAULTS)[number];

/** What a sandbox replay was: a redelivery, a custom event or a deliberate fault. */
export type DeliveryKind = 'redelivery' | 'custom' | DeliveryFault;

/** One attempt to call a webhook; the shape `/_sandbox/deliveries` answers. */
export interface DeliveryAttempt {
  id: string;
  webhookId: string;
  paymentHash: string;
  requestId: string;
  attempt: number;
  scheduledAt: number;
  sentAt: number | null;
  finishedAt: number | null;
  state: DeliveryState;
  responseStatus: number | null;
  /** The receiver's answer, its first 64 KiB (UTF-8) when it was longer. */
  responseBody: string | null;
  /** Present and true when `responseBody` was cut at 64 KiB. */
  responseTruncated?: boolean;
  error: string | null;
  /**
   * A scripted receiver's answer that arrives later on the gateway's clock (its scripted delay):
   * the attempt stays IN_FLIGHT until `at`. Stored, so that a reload does not lose it.
   */
  pendingAnswer?: { at: number; status?: number; body?: string; error?: string };
  /**
   * The server or tab (`Senders.me`) that sent a call out of the sandbox and awaits its answer,
   * while it does: should it go away first, another takes the attempt over (`delivery/runner.ts`).
   */
  awaitedBy?: string;
  /** Absent for a payment's notification; set on attempts sent through the replay helpers. */
  kind?: DeliveryKind;
  /** What is sent: the body is rendered once per notification, the signature afresh per attempt. */
  request: { method: string; url: string; headers: Record<string, string>; body: string };
}

/** The settings record that holds the clock's state (snapshots carry it). */
export const CLOCK_SETTING = 'clock';
/** Scripted receivers are settings records named `receiver:<name>` (snapshots carry them). */
export const RECEIVER_SETTING_PREFIX = 'receiver:';

/** Small named values: the clock, scripted receivers. */
export interface Setting {
  name: string;
  value: unknown;
}
