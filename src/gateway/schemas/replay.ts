/** Bodies of the replay helpers: a custom event, or a deliberate fault. */
import { z } from 'zod';
import { DELIVERY_FAULTS } from '../core';
import { optional, uuid } from './common';

export const webhookSendSchema = z
  .union([
    z.strictObject({ body: z.string().meta({ description: 'The raw body to send, signed with the webhook secret' }) }),
    z.strictObject({
      fault: z.enum(DELIVERY_FAULTS).meta({ description: 'What to get wrong on purpose' }),
      deliveryId: optional(uuid).meta({ description: 'The delivery to build it from; default: the latest' }),
    }),
  ])
  .meta({ id: 'SandboxWebhookSend' });
