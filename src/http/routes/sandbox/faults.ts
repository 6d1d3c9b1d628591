/**
 * The injected API faults: latency and a share of 500/503 answers per environment, read and set.
 */
import { faultsAnswer, faultsUpdateSchema } from '../../../gateway/schemas';
import { open } from '../../route';

export const faultRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/faults',
    response: faultsAnswer,
    handle: ({ gateway }) => gateway.faults.read(),
  }),
  open({
    method: 'PUT',
    role: 'base',
    path: '/_sandbox/faults',
    response: faultsAnswer,
    body: faultsUpdateSchema,
    handle: ({ gateway, body }) => gateway.faults.update(body),
  }),
];
