/** Assigns the webhook to a product by its id; the gateway's refusal is shown as it answers. */
import { useState, type FormEvent } from 'react';
import { isUuid } from '../../../gateway/ids';

export function AssignProductForm({ onAssign }: { onAssign(productId: string): Promise<string | null> }) {
  const [productId, setProductId] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The gateway answers an id that is no UUID with its bare 500, as the real one does.
    if (!isUuid(productId.trim())) return setError('A product id is a UUID, as the product’s create answered it (see Records → Products).');
    const failure = await onAssign(productId.trim());
    setError(failure);
    if (!failure) setProductId('');
  }

  return (
    <form className="manager-row" onSubmit={submit} aria-label="Assign to a product">
      <label className="field">
        <span>Assign to product id</span>
        <input value={productId} onChange={(event) => setProductId(event.target.value)} spellCheck={false} required />
      </label>
      <button type="submit" className="button button--small">
        Assign
      </button>
      {error && (
        <p className="notice notice--error small" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
