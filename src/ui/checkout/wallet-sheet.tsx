/**
 * The sandbox's stand-in for a wallet's payment sheet (Google Pay, Apple Pay): a modal dialog
 * with Confirm, which completes the payment with that method, and Cancel, which closes it and
 * leaves the tile chosen. Opened by Pay with a wallet chosen, or by auto-start.
 */
import { useEffect, useRef } from 'react';
import type { Payment } from '../../gateway';
import { useCheckoutStore } from './checkout-store';
import { productNameOf } from './payment-text';
import { useCheckoutText } from './use-checkout-text';

export function WalletSheet({ payment }: { payment: Payment }) {
  const t = useCheckoutText();
  const wallet = useCheckoutStore((state) => state.wallet);
  const paying = useCheckoutStore((state) => state.paying);
  const confirm = useCheckoutStore((state) => state.confirmWallet);
  const cancel = useCheckoutStore((state) => state.cancelWallet);
  const email = useCheckoutStore((state) => state.email.trim());
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (wallet && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [wallet]);

  if (!wallet) return null;
  return (
    <dialog
      ref={dialog}
      className="wallet-sheet"
      aria-labelledby="wallet-sheet-title"
      // Escape closes the sheet as Cancel does; the store, not the browser, decides it is gone.
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <h2 id="wallet-sheet-title">{t.wallet.title(t.methods[wallet])}</h2>
      <p className="wallet-sheet-item">{productNameOf(payment, t.untitledPayment)}</p>
      {payment.price !== null && <p className="wallet-sheet-amount">{t.amount(payment.price)}</p>}
      {email && <p className="small">{t.wallet.payingAs(email)}</p>}
      <p className="muted small">{t.wallet.note}</p>
      <div className="wallet-sheet-actions">
        <button type="button" className="button" onClick={cancel} disabled={paying}>
          {t.wallet.cancel}
        </button>
        <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={paying}>
          {paying ? t.paying : t.wallet.confirm}
        </button>
      </div>
    </dialog>
  );
}
