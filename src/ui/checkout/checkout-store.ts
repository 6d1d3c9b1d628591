/**
 * The hosted checkout's zustand slice: what is on screen (kept live), the customer's choices,
 * the QR step, the wallet sheet, and paying.
 */
import { create } from 'zustand';
import { blikCodeProblem, type CheckoutView as CheckoutData, type Customization, type PaymentMethod } from '../../gateway';
import { HelperError } from '../shared/sandbox-client';
import { sandbox } from '../shared/sandbox-connection';
import { oneAtATime } from '../shared/one-at-a-time';
import { checkoutLocale, DEFAULT_LOCALE, pickCustomization } from './checkout-locale';
import { customerAmount } from './screen-rules';
import { detailText } from './payment-text';
import { autoStartWallet, isWallet, preselectedMethod, type Wallet } from './payment-methods';

export type CheckoutView =
  | { state: 'idle' }
  | { state: 'loading' }
  | ({ state: 'ready' } & CheckoutData)
  | { state: 'not-found' }
  | { state: 'error'; message: string };

/** Why Pay did not go through: a key of the checkout's texts, or the gateway's own message. */
export type PayError = { text: 'chooseMethod' | 'blikFormat' | 'blikDeclined' | 'enterAmount' | 'payRefused' } | { message: string };

interface CheckoutState {
  /** The payment hash on screen (`externalId` of the checkout URL). */
  hash: string | null;
  /** The product id of the checkout URL; a payment of another product is not shown. */
  productId: string | null;
  view: CheckoutView;
  /** Whether the payment was still to be paid when the checkout opened (autoclose needs that). */
  openedUnpaid: boolean;
  /** The customer chose to continue on this device rather than scan the QR code. */
  qrDismissed: boolean;
  /** The wallet whose (simulated) sheet is open. */
  wallet: Wallet | null;
  method: PaymentMethod | null;
  blikCode: string;
  /** The amount the customer types when the merchant set none (userDefinedAmount). */
  amount: string;
  /** The customer's e-mail: `details.email` at first, as the customer then corrects it. */
  email: string;
  payError: PayError | null;
  paying: boolean;
  open(productId: string, hash: string): Promise<void>;
  /** Reads everything again, keeping the customer's choices: the screen calls it after each stored change. */
  refresh(): Promise<void>;
  choose(method: PaymentMethod): void;
  setBlikCode(code: string): void;
  setAmount(amount: string): void;
  setEmail(email: string): void;
  dismissQr(): void;
  /** Pay: completes the payment, or for a wallet opens its sheet first. */
  pay(): Promise<void>;
  confirmWallet(): Promise<void>;
  cancelWallet(): void;
}

export const useCheckoutStore = create<CheckoutState>()((set, get) => {
  async function load(productId: string, hash: string): Promise<CheckoutView> {
    if (!hash) return { state: 'not-found' };
    try {
      const data = await sandbox().call('GET /_sandbox/checkout/:paymentHash', { params: { paymentHash: hash } });
      return data.payment.productId === productId ? { state: 'ready', ...data } : { state: 'not-found' };
    } catch (error) {
      if (error instanceof HelperError && error.status === 404) return { state: 'not-found' };
      return { state: 'error', message: (error as Error).message };
    }
  }

  /**
   * Applies a loaded view unless the customer has since opened another payment. The first view
   * preselects the trigger's tile and, once only, may open a wallet by itself (auto-start). A
   * later one keeps the customer's choice while the gateway still offers it (a price lowered
   * under PayPo's minimum takes PayPo away).
   */
  function apply(hash: string, view: CheckoutView, first: boolean): void {
    if (get().hash !== hash) return;
    if (view.state !== 'ready') return set({ view, wallet: null });
    const { payable, methods } = view;
    if (!first) {
      const { method, wallet } = get();
      return set({ view, wallet: payable ? wallet : null, method: method && methods.includes(method) ? method : null });
    }
    set({
      view,
      openedUnpaid: view.payment.status !== 'COMPLETED',
      method: preselectedMethod(view.payment.details, methods),
      email: detailText(view.payment, 'email') ?? '',
      // Not when the customer sets the amount: the sheet would open before there is one.
      wallet: payable && view.payment.price !== null ? autoStartWallet(view.payment.details, methods) : null,
    });
  }

  /**
   * The amount the customer sets, in grosze, for a payment created without a price; undefined
   * when the merchant set it; null when the customer's entry is no amount yet.
   */
  function customerPrice(): number | null | undefined {
    const { view, amount } = get();
    if (view.state !== 'ready' || view.payment.price !== null) return undefined;
    return customerAmount(amount);
  }

  /** Pays through the gateway, which holds the checkout's rules and answers the view as it now stands. */
  async function complete(hash: string, method: PaymentMethod, price: number | undefined): Promise<void> {
    set({ paying: true, payError: null });
    try {
      const data = await sandbox().call('POST /_sandbox/checkout/:paymentHash/pay', {
        params: { paymentHash: hash },
        body: { paymentMethod: method, blikCode: method === 'BLIK' ? get().blikCode : undefined, price },
      });
      apply(hash, { state: 'ready', ...data }, false);
    } catch (error) {
      // A 400 is the gateway's rules refusing what this screen offered: the payment changed under
      // the customer (paid elsewhere, its price moved under PayPo's minimum). Say so in the
      // checkout's language and show the payment as it now stands.
      const refused = error instanceof HelperError && error.status === 400;
      set({ payError: refused ? { text: 'payRefused' } : { message: (error as Error).message } });
      if (refused) await get().refresh();
    } finally {
      set({ paying: false, wallet: null });
    }
  }

  return {
    hash: null,
    productId: null,
    view: { state: 'idle' },
    openedUnpaid: false,
    qrDismissed: false,
    wallet: null,
    method: null,
    blikCode: '',
    amount: '',
    email: '',
    payError: null,
    paying: false,
    async open(productId, hash) {
      if (get().hash === hash && get().productId === productId) return;
      set({
        hash,
        productId,
        view: { state: 'loading' },
        method: null,
        blikCode: '',
        amount: '',
        email: '',
        payError: null,
        qrDismissed: false,
        wallet: null,
        openedUnpaid: false,
      });
      apply(hash, await load(productId, hash), true);
    },
    refresh: oneAtATime(async () => {
      const { hash, productId } = get();
      if (hash === null || productId === null) return;
      apply(hash, await load(productId, hash), false);
    }),
    choose: (method) => set({ method, payError: null }),
    setBlikCode: (blikCode) => set({ blikCode: blikCode.replace(/\D/g, '').slice(0, 6), payError: null }),
    setAmount: (amount) => set({ amount, payError: null }),
    setEmail: (email) => set({ email }),
    dismissQr: () => set({ qrDismissed: true }),
    async pay() {
      const { hash, method, blikCode } = get();
      if (!hash) return;
      const price = customerPrice();
      if (price === null) return set({ payError: { text: 'enterAmount' } });
      if (!method) return set({ payError: { text: 'chooseMethod' } });
      if (isWallet(method)) return set({ wallet: method, payError: null });
      // The gateway's own rule, checked first only to say it in the checkout's language.
      const problem = method === 'BLIK' ? blikCodeProblem(blikCode) : null;
      if (problem) return set({ payError: { text: problem } });
      await complete(hash, method, price);
    },
    async confirmWallet() {
      const { hash, wallet } = get();
      if (!hash || !wallet) return;
      // A wallet that opened by itself (auto-start) comes before any amount was typed.
      const price = customerPrice();
      if (price === null) return set({ wallet: null, payError: { text: 'enterAmount' } });
      await complete(hash, wallet, price);
    },
    cancelWallet: () => set({ wallet: null }),
  };
});

/** The checkout's locale: the payment's, else the product's, else the default. */
export function selectLocale({ view }: CheckoutState): string {
  return view.state === 'ready' ? checkoutLocale(view.payment, view.product) : DEFAULT_LOCALE;
}

/** The product's customization that fits the checkout's locale, if any. */
export function selectCustomization(state: CheckoutState): Customization | undefined {
  return state.view.state === 'ready' ? pickCustomization(state.view.customizations, selectLocale(state)) : undefined;
}
