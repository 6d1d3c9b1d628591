/**
 * Assigns the webhook to one of the partner's products, picked by name as the console's pickers
 * offer them; products it already notifies are not offered again. The gateway's refusal is shown
 * as it answers.
 */
import { useState, type FormEvent } from 'react';
import type { ProductChoice } from '../manager-store';
import { Notice } from '../../shared/notice';

export function AssignProductForm({
  products,
  assigned,
  onAssign,
}: {
  products: readonly ProductChoice[];
  assigned: readonly string[];
  onAssign(productId: string): Promise<string | null>;
}) {
  const offered = products.filter((product) => !assigned.includes(product.id));
  const [chosen, setChosen] = useState('');
  const productId = offered.some((product) => product.id === chosen) ? chosen : (offered[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(await onAssign(productId));
  }

  if (offered.length === 0) {
    return (
      <p className="small muted">
        {products.length === 0
          ? 'This partner has no product to assign yet: create one in the Console (POST /api/product/pay).'
          : 'Every product of this partner is assigned.'}
      </p>
    );
  }
  return (
    <form className="manager-row" onSubmit={submit} aria-label="Assign to a product">
      <label className="field">
        <span>Assign to product</span>
        <select value={productId} onChange={(event) => setChosen(event.target.value)}>
          {offered.map((product) => (
            <option key={product.id} value={product.id}>
              {productLabel(product)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--small">
        Assign
      </button>
      <Notice text={error} small />
    </form>
  );
}

/** A product as people name it: its name, and its shortName when it has one. */
export function productLabel(product: ProductChoice): string {
  return product.shortName ? `${product.name} (${product.shortName})` : product.name;
}
