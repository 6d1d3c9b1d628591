/** Every HTTP call of the Faults feature, in one place for the shared typed client to take over. */
import type { FaultSettings } from '../../gateway/faults';
import type { faultsUpdateSchema } from '../../gateway/faults';
import type { z } from 'zod';
import { callHelper } from '../shared/gateway-api';
import { faultableEndpoints } from './describe-fault';

export type FaultsUpdate = z.input<typeof faultsUpdateSchema>;

export const readFaults = () => callHelper<FaultSettings>('GET', '/faults');
export const saveFaults = (update: FaultsUpdate) => callHelper<FaultSettings>('PUT', '/faults', update);
export const readEndpoints = async () => faultableEndpoints(await callHelper('GET', '/openapi.json'));
