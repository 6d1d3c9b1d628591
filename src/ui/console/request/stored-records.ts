/**
 * The stored records a path parameter can be picked from (products by name, payments by
 * externalId, webhooks, forms...), the newest page of each read through the records helper: the
 * API has no product list, and the console shows only what the chosen key's partner owns in the
 * chosen environment.
 */
import type { Collections } from '../../../gateway';
import type { Environment } from '../environments';

/** The kinds of record the pickers offer, and the API keys that tell whose they are. */
type PickedCollection = 'apiKeys' | 'products' | 'payments' | 'pricingEntries' | 'forms' | 'customizations' | 'webhooks';
export type StoredRecords = { [C in PickedCollection]: Collections[C][] };

export interface PickOption {
  value: string;
  label: string;
}

export interface PickScope {
  env: Environment;
  apiKey: string;
  /** The values already chosen for the path's other parameters (a form under its product). */
  values: Readonly<Record<string, string>>;
}

/**
 * The choices for path parameter `param`, newest record first (the one a person most likely means
 * next); empty when it names no kind of stored record.
 */
export function optionsFor(param: string, records: StoredRecords, scope: PickScope): PickOption[] {
  return choices(param, newestFirst(records), scope);
}

function newestFirst(records: StoredRecords): StoredRecords {
  const sorted = <T extends { createdAt: number }>(items: T[]) => [...items].sort((a, b) => b.createdAt - a.createdAt);
  return {
    ...records,
    products: sorted(records.products),
    payments: sorted(records.payments),
    pricingEntries: sorted(records.pricingEntries),
    forms: sorted(records.forms),
    customizations: sorted(records.customizations),
    webhooks: sorted(records.webhooks),
  };
}

function choices(param: string, records: StoredRecords, scope: PickScope): PickOption[] {
  const owner = records.apiKeys.find((key) => key.key === scope.apiKey.trim())?.partnerId;
  const products = records.products.filter((product) => product.env === scope.env && (owner === undefined || product.partnerId === owner));
  const productIds = new Set(products.map((product) => product.id));
  const chosenProduct = scope.values.productId ?? scope.values.productRef;
  const inProduct = <T extends { productId: string }>(items: T[]) =>
    items.filter((item) => (chosenProduct ? item.productId === chosenProduct : productIds.has(item.productId)));
  const currentForms = inProduct(records.forms).filter((form) => form.isCurrent);

  switch (param) {
    case 'productId':
      return products.map((product) => ({ value: product.id, label: product.name }));
    case 'productRef':
      return products.flatMap((product) => [
        { value: product.id, label: `${product.name} (id)` },
        ...(product.shortName ? [{ value: product.shortName, label: `${product.name} (shortName ${product.shortName})` }] : []),
      ]);
    case 'externalId':
      return inProduct(records.payments).map((payment) => ({ value: payment.externalId, label: payment.externalId }));
    case 'paymentHash':
      return inProduct(records.payments).map((payment) => ({ value: payment.hash, label: `${payment.externalId} (${payment.hash})` }));
    case 'webhookId':
      return records.webhooks
        .filter((webhook) => webhook.env === scope.env && (owner === undefined || webhook.partnerId === owner))
        .map((webhook) => ({ value: webhook.id, label: webhook.name || webhook.endpoint }));
    case 'formId':
      return currentForms.map((form) => ({ value: form.id, label: `form v${form.version} (${form.fields.length} fields)` }));
    case 'fieldId':
      return currentForms
        .filter((form) => !scope.values.formId || form.id === scope.values.formId)
        .flatMap((form) => form.fields.map((field) => ({ value: field.id, label: `${field.name} (${field.type})` })));
    case 'entryId':
      return inProduct(records.pricingEntries).map((entry) => ({
        value: entry.id,
        label: `${entry.description ?? 'entry'} (${entry.price ?? 'no price'})`,
      }));
    case 'id':
      return inProduct(records.customizations).map((item) => ({
        value: item.id,
        label: `${item.title ?? 'customization'} (${item.locale ?? 'any locale'})`,
      }));
    default:
      return [];
  }
}
