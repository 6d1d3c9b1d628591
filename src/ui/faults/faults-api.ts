/** The Faults feature's calls of the typed client. */
import type { z } from 'zod';
import type { faultsUpdateSchema } from '../../gateway';
import { sandbox } from '../shared/sandbox-connection';
import { faultableEndpoints } from './describe-fault';

export type FaultsUpdate = z.input<typeof faultsUpdateSchema>;

export const readFaults = () => sandbox().call('GET /_sandbox/faults');
export const saveFaults = (body: FaultsUpdate) => sandbox().call('PUT /_sandbox/faults', { body });
export const readEndpoints = async () =>
  faultableEndpoints((await sandbox().call('GET /_sandbox/openapi.json')) as Parameters<typeof faultableEndpoints>[0]);
