/** Bodies of the sandbox helpers under `/_sandbox/`. */
import { z } from 'zod';
import { NOTIFIABLE_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../core';
import { amount, optional } from './common';

export const partnerCreateSchema = z
  .object({ name: optional(z.string()), bankAccount: optional(z.boolean()) })
  .meta({ id: 'SandboxPartnerCreate' });

export const keyRevokeSchema = z.object({ key: z.string() }).meta({ id: 'SandboxKeyRevoke' });

export const keyCreateSchema = z.object({ partnerId: z.string(), env: z.enum(['sandbox', 'production']) }).meta({ id: 'SandboxKeyCreate' });

export const notificationSettingsSchema = z
  .object({ statuses: z.array(z.enum(NOTIFIABLE_STATUSES)) })
  .meta({ id: 'SandboxNotificationSettings' });

export const paymentMoveSchema = z
  .object({
    status: z.enum(PAYMENT_STATUSES),
    // The provider's word, as the webhook payload's string: not bound to the checkout's list.
    paymentMethod: optional(z.string()),
    price: optional(amount).meta({
      description: 'The amount the customer set on the checkout, for a payment created without a price (userDefinedAmount)',
    }),
  })
  .meta({ id: 'SandboxPaymentMove' });

export const checkoutPaySchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS),
    blikCode: optional(z.string()),
    price: optional(amount),
  })
  .meta({ id: 'SandboxCheckoutPay' });

export const clockSetSchema = z
  .object({ mode: z.enum(['real', 'simulated']), now: optional(z.number().int().nonnegative()) })
  .meta({ id: 'SandboxClockSet' });

export const clockAdvanceSchema = z.object({ ms: z.number().int().nonnegative() }).meta({ id: 'SandboxClockAdvance' });
