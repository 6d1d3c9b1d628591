/** The form behind `POST /_sandbox/partners`. */
import { useState, type FormEvent } from 'react';
import { useKeysStore } from './keys-store';

/** Name and settlement-account choice of a new partner. */
export function CreatePartnerForm() {
  const [name, setName] = useState('');
  const [bankAccount, setBankAccount] = useState(true);
  const busy = useKeysStore((state) => state.busy);
  const createPartner = useKeysStore((state) => state.createPartner);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await createPartner({ name: name.trim() || undefined, bankAccount });
    setName('');
  }

  return (
    <form className="card create-partner" onSubmit={submit}>
      <label className="field">
        <span>Partner name</span>
        <input value={name} onChange={(event) => setName(event.target.value)} placeholder="optional, e.g. Demo shop" />
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={bankAccount} onChange={(event) => setBankAccount(event.target.checked)} />
        <span>Settlement account configured (without one, payments need bankAccountDetails)</span>
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        Create partner
      </button>
    </form>
  );
}
