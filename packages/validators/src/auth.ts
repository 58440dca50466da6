import { z } from "zod";

import { passwordSchema } from "./password";
import { emailSchema, mailedTokenSchema, nameSchema } from "./schemas";

/** The sign-up form; the procedure also takes the invitation link's token it may come from. */
export const SignUpForm = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export const SignUpInput = SignUpForm.extend({ invitationToken: mailedTokenSchema.optional() });
export type SignUpInput = z.infer<typeof SignUpInput>;
