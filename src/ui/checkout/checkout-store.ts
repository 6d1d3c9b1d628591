/** The hosted checkout's zustand slice: the payment on screen (kept live), the chosen method, paying. */
import { create } from 'zustand';
import type { Payment } from '../../gateway/records';
import { callHelper, HelperError } from '../shared/gateway-api';
import { availableMethods, blikCodeProblem, preselectedMethod, type PaymentMethod } from './payment-methods';

export type CheckoutView =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; payment: Payment }
  | { state: 'not-found' }
  | { state: 'error'; message: string };

interface CheckoutState {
  /** The payment hash on screen (`externalId` of the checkout URL). */
  hash: string | null;
  /** The product id of the checkout URL; a payment of another product is not shown. */
  productId: string | null;
  view: CheckoutView;
  method: PaymentMethod | null;
  blikCode: string;
  payError: string | null;
  paying: boolean;
  open(productId: string, hash: string): Promise<void>;
  /** Reads the payment again, keeping the customer's choices: called after every stored change. */
  refresh(): Promise<void>;
  choose(method: PaymentMethod): void;
  setBlikCode(code: string): void;
  pay(): Promise<void>;
}

export const useCheckoutStore = create<CheckoutState>()((set, get) => {
  async function load(productId: string, hash: string): Promise<CheckoutView> {
    if (!hash) return { state: 'not-found' };
    try {
      const payment = await callHelper<Payment>('GET', `/payments/${encodeURIComponent(hash)}`);
      return payment.productId === productId ? { state: 'ready', payment } : { state: 'not-found' };
    } catch (error) {
      if (error instanceof HelperError && error.status === 404) return { state: 'not-found' };
      return { state: 'error', message: (error as Error).message };
    }
  }

  /** Applies a loaded view unless the customer has since opened another payment. */
  function apply(hash: string, view: CheckoutView, preselect: boolean): void {
    if (get().hash !== hash) return;
    const method =
      preselect && view.state === 'ready'
        ? preselectedMethod(view.payment.details, availableMethods(view.payment.price))
        : get().method;
    set({ view, method });
  }

  return {
    hash: null,
    productId: null,
    view: { state: 'idle' },
    method: null,
    blikCode: '',
    payError: null,
    paying: false,
    async open(productId, hash) {
      if (get().hash === hash && get().productId === productId) return;
      set({ hash, productId, view: { state: 'loading' }, method: null, blikCode: '', payError: null });
      apply(hash, await load(productId, hash), true);
    },
    async refresh() {
      const { hash, productId } = get();
      if (hash === null || productId === null) return;
      apply(hash, await load(productId, hash), false);
    },
    choose: (method) => set({ method, payError: null }),
    setBlikCode: (blikCode) => set({ blikCode: blikCode.replace(/\D/g, '').slice(0, 6), payError: null }),
    async pay() {
      const { hash, method, blikCode } = get();
      if (!hash) return;
      if (!method) return set({ payError: 'Choose a payment method.' });
      const problem = method === 'BLIK' ? blikCodeProblem(blikCode) : null;
      if (problem) return set({ payError: problem });
      set({ paying: true, payError: null });
      try {
        const path = `/payments/${encodeURIComponent(hash)}/status`;
        const payment = await callHelper<Payment>('POST', path, { status: 'COMPLETED', paymentMethod: method });
        apply(hash, { state: 'ready', payment }, false);
      } catch (error) {
        set({ payError: (error as Error).message });
      } finally {
        set({ paying: false });
      }
    },
  };
});
