/** The scripted webhook receivers at https://hooks.gateway.test/<name>: listed, and each one's answers scripted. */
import type { z } from 'zod';
import type { receiverAnswer } from '../../schemas';
import { receiverScriptSchema } from '../../schemas';
import { helper, json } from '../declaration';

type Receiver = typeof receiverAnswer;

export const receiverRoutes = {
  list: helper('GET /_sandbox/receivers', { answer: json<z.ZodArray<Receiver>>() }),
  script: helper('PUT /_sandbox/receivers/:name', { body: receiverScriptSchema, answer: json<Receiver>() }),
};
