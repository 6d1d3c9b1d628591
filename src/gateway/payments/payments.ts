/** Payments: created through the pricing subproduct path, paid on the hosted checkout. */
import { type Caller, loadOwnedProduct, partnerOf } from '../access';
import {
  compact,
  type Environment,
  errors,
  type GatewayDeps,
  inArgumentOrder,
  isUuid,
  newPaymentHash,
  newUuid,
  type Payment,
  type PaymentStatus,
  type Product,
  type Tx,
} from '../core';
import { enqueueNotifications } from '../webhooks';
import { canMove } from './payment-moves';
import type { DocumentCreate, PaymentCreate } from '../schemas';

/** The moves of a payment being paid: the customer's amount is taken on one of these only. */
const PAYING_STATUSES = new Set<PaymentStatus>(['PENDING', 'WAITING_FOR_EXTERNAL_ACTION', 'COMPLETED']);

export function paymentsModule(deps: GatewayDeps) {
  const { store, clock, checkoutUrl } = deps;
  const redirectUrlOf = (env: Environment, payment: Payment) => checkoutLinkOf(checkoutUrl(env), payment);

  /**
   * Creates a payment or QR document, or answers the one already holding `externalId` within the
   * product; everything sent with a reused `externalId` is discarded. One transaction makes this
   * safe against two tabs creating the same order at once. It only reads and puts records: a
   * store may run it beside other creates (`onlyReadsAndPuts`).
   */
  async function createOnce(
    caller: Caller,
    productId: string,
    externalId: string | undefined,
    fields: NewPayment,
  ): Promise<{ payment: Payment; redirectUrl: string }> {
    return store.write(
      async (tx) => {
        // The four reads side by side: a store that gathers reads sends them together (PostgreSQL:
        // one round trip instead of four, held under the write lock every other write waits for).
        // Their answers are then judged in the order the interface gives its errors.
        const hash = newPaymentHash();
        const [product, [existing], taken, partner] = await inArgumentOrder([
          loadOwnedProduct(tx, caller, productId),
          externalId ? tx.find('payments', 'byExternalId', [productId, externalId]) : Promise.resolve([]),
          tx.get('payments', hash),
          partnerOf(tx, caller),
        ]);
        // The interface calls this a 500, not a 400: the real service fails internally.
        if (!externalId) throw errors.somethingWentWrong();
        if (existing) return { payment: existing, redirectUrl: redirectUrlOf(caller.env, existing) };

        if (!partner.bankAccount && !product.bankAccountDetails && !fields.bankAccountDetails) {
          throw errors.noBankAccount();
        }
        const now = clock.now();
        const payment: Payment = compact({
          ...fields,
          hash: taken ? await unusedHash(tx) : hash,
          productId,
          externalId,
          pricingItemId: newUuid(),
          status: 'INITIALIZED',
          statusHistory: [{ status: 'INITIALIZED', at: now }],
          createdAt: now,
          updatedAt: now,
        });
        await tx.put('payments', payment);
        return { payment, redirectUrl: redirectUrlOf(caller.env, payment) };
      },
      { onlyReadsAndPuts: true },
    );
  }

  return {
    async create(caller: Caller, productId: string, { externalId, price, ...rest }: PaymentCreate) {
      const fields: NewPayment = { kind: 'payment', price: price ?? null, ...rest, details: rest.details ?? {} };
      const { redirectUrl } = await createOnce(caller, productId, externalId, fields);
      return { redirectUrl };
    },

    /** A QR document: payable like a payment; the banner is drawn by the caller. */
    registerDocument(caller: Caller, productId: string, input: DocumentCreate) {
      return createOnce(caller, productId, input.externalId, {
        kind: 'document',
        price: input.price ?? null,
        details: input.details ?? {},
        bankAccountDetails: input.bankAccountDetails,
        banner: compact({ imageFormat: input.imageFormat ?? 'svg', bannerType: input.bannerType }),
      });
    },

    /** Changes `price` only. `ref` is the merchant's `externalId` first, else the payment hash. */
    async updatePrice(caller: Caller, productId: string, ref: string, price: number) {
      const payment = await store.write(async (tx) => {
        await loadOwnedProduct(tx, caller, productId);
        const found = await findByRef(tx, productId, ref);
        const now = clock.now();
        // Kept so that support can see what the merchant changed, and when.
        const priceChanges = [...(found.priceChanges ?? []), { from: found.price, to: price, at: now }];
        const updated: Payment = { ...found, price, priceChanges, updatedAt: now };
        await tx.put('payments', updated);
        return updated;
      });
      return priceView(payment);
    },

    /** The keyless status endpoint: `productRef` is the product UUID or its `shortName`. */
    async status(env: Environment, productRef: string, hash: string) {
      return store.read(async (tx) => {
        // Side by side: a store that gathers reads sends them together (PostgreSQL: one round trip).
        const [product, payment] = await Promise.all([findProductByRef(tx, env, productRef), tx.get('payments', hash)]);
        if (!payment || payment.productId !== product.id) throw errors.notFound('PaySubProductEntity');
        return { status: payment.status };
      });
    },

    /** The whole stored payment, for the sandbox helpers and the checkout. */
    async get(hash: string): Promise<Payment> {
      const payment = await store.read((tx) => tx.get('payments', hash));
      if (!payment) throw errors.notFound('PaySubProductEntity');
      return payment;
    },

    /** Moves a payment as its customer or provider would (the `/status` helper). */
    async move(hash: string, status: PaymentStatus, change: PaymentChange = {}): Promise<Payment> {
      return store.write(async (tx) => {
        const payment = await tx.get('payments', hash);
        if (!payment) throw errors.notFound('PaySubProductEntity');
        return movePayment(tx, clock.now(), payment, status, change);
      });
    },
  };
}

/** What a move may carry: how the customer paid, and the amount a customer set (see `movePayment`). */
export interface PaymentChange {
  paymentMethod?: string;
  price?: number;
}

/**
 * Moves `payment` to `status` at `now` inside `tx`, and queues the notifications due in the same
 * transaction: a status change is never stored without its deliveries. `price` is the amount the
 * customer set on the checkout: taken only by a payment created without one (the interface's
 * userDefinedAmount) as it is being paid, and otherwise ignored, as any field the helper does not
 * know would be.
 */
export async function movePayment(
  tx: Tx,
  now: number,
  payment: Payment,
  status: PaymentStatus,
  { paymentMethod, price }: PaymentChange,
): Promise<Payment> {
  if (!canMove(payment.status, status)) {
    throw errors.badRequest(`Cannot move a payment from ${payment.status} to ${status}`);
  }
  const customerSetsAmount = price !== undefined && price >= 1 && payment.price === null && PAYING_STATUSES.has(status);
  const change = compact({ status, at: now, paymentMethod });
  const moved: Payment = compact({
    ...payment,
    ...(customerSetsAmount ? { price } : {}),
    status,
    paymentMethod: paymentMethod ?? payment.paymentMethod,
    statusHistory: [...payment.statusHistory, change],
    updatedAt: now,
  });
  await tx.put('payments', moved);
  const product = (await tx.get('products', moved.productId)) as Product;
  await enqueueNotifications(tx, product, moved, change);
  return moved;
}

/** The `redirectUrl` of `payment`: the hosted checkout at `checkoutUrl` opens it. */
export function checkoutLinkOf(checkoutUrl: string, payment: Pick<Payment, 'productId' | 'hash'>): string {
  return `${checkoutUrl}/${payment.productId}?externalId=${payment.hash}`;
}

/** What a create sends that a new payment keeps. */
type NewPayment = Pick<Payment, 'kind' | 'price' | 'details' | 'description' | 'bankAccountDetails' | 'banner'>;

/** The price-update object: `id` names the pricing item, not the payment. */
function priceView(payment: Payment) {
  return compact({
    id: payment.pricingItemId,
    price: payment.price,
    userDefinedAmount: payment.price === null,
    description: payment.description || undefined,
    details: Object.keys(payment.details).length > 0 ? payment.details : undefined,
  });
}

async function unusedHash(tx: Tx): Promise<string> {
  for (;;) {
    const hash = newPaymentHash();
    if (!(await tx.get('payments', hash))) return hash;
  }
}

async function findByRef(tx: Tx, productId: string, ref: string): Promise<Payment> {
  const [byExternalId] = await tx.find('payments', 'byExternalId', [productId, ref]);
  if (byExternalId) return byExternalId;
  const byHash = await tx.get('payments', ref);
  if (byHash?.productId === productId) return byHash;
  throw errors.notFound('PaySubProductEntity');
}

async function findProductByRef(tx: Tx, env: Environment, ref: string): Promise<Product> {
  // A UUID is read case-insensitively, as on every other path (Java's UUID parsing).
  const byId = isUuid(ref) ? await tx.get('products', ref.toLowerCase()) : undefined;
  if (byId?.env === env) return byId;
  const [byShortName] = await tx.find('products', 'byShortName', [env, ref]);
  if (byShortName) return byShortName;
  throw errors.notFound('PayProductEntity');
}
