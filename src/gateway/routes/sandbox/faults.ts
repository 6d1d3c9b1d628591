/** The injected API faults: latency and a share of 500/503 answers per environment, read and set. */
import { faultsUpdateSchema } from '../../schemas';
import type { faultsAnswer } from '../../schemas';
import { helper, json } from '../declaration';

export const faultRoutes = {
  read: helper('GET /_sandbox/faults', { answer: json<typeof faultsAnswer>() }),
  update: helper('PUT /_sandbox/faults', { body: faultsUpdateSchema, answer: json<typeof faultsAnswer>() }),
};
