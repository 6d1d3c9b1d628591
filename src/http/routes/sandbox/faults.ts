/**
 * The injected API faults: latency and a share of 500/503 answers per environment, read and set.
 */
import { faultsUpdateSchema } from '../../../gateway/faults';
import { faultsAnswer } from '../../../gateway/schemas/sandbox-answers';
import { open } from '../../route';
import { BODY_ERRORS } from '../../route-errors';

export const faultRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/faults',
    response: faultsAnswer,
    doc: {
      summary: 'The API faults injected per environment',
      answers: '`{sandbox, production}`: each environment’s fault rule, or null',
    },
    handle: ({ gateway }) => gateway.faults.read(),
  }),
  open({
    method: 'PUT',
    role: 'base',
    path: '/_sandbox/faults',
    response: faultsAnswer,
    doc: {
      summary: 'Inject latency and a share of 500/503 answers into one environment’s API',
      answers: 'Every environment’s faults, as GET answers them',
      example: { env: 'sandbox', latencyMs: { min: 200, max: 800 }, errorRate: 0.1, errorStatus: 503 },
      errors: BODY_ERRORS,
    },
    body: faultsUpdateSchema,
    handle: ({ gateway, body }) => gateway.faults.update(body),
  }),
];
