import { z } from 'zod';
import { EMAIL_PATTERN } from '../constants';
import { messages } from './auth';
import { INPUT_LIMITS, requiredString, withinLength } from './helpers';

export const newsletterSchema = z.object({
  // Compared as registrations compare them (schemas/auth.ts): one address, one subscription.
  email: requiredString(messages.emailRequired, { label: 'Email', max: INPUT_LIMITS.email })
    .normalize('NFKC')
    .toLowerCase()
    .regex(EMAIL_PATTERN, withinLength(INPUT_LIMITS.email, messages.emailInvalid)),
});
