import { z } from "zod";

import { currentPasswordSchema } from "./auth";
import { nameSchema } from "./schemas";
import { idSchema } from "./teams";

/** Room for any authenticator's attestation and key, and no more. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

/** Extensions are not asked for, so whatever results a browser reports are dropped. */
const credentialFields = {
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

export const passkeyRegistrationSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    attestationObject: base64url(16384).min(1),
    authenticatorData: base64url(16384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

export const passkeyAssertionSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    authenticatorData: base64url(4096).min(1),
    signature: base64url(2048).min(1),
    userHandle: base64url(512).optional(),
  }),
});

export const passkeyNameSchema = nameSchema;

export const RegisterPasskeyInput = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationSchema,
});

export const RenamePasskeyInput = z.object({ id: idSchema, name: passkeyNameSchema });

export const DeletePasskeyInput = z.object({ id: idSchema });

export const SignInWithPasskeyInput = z.object({ response: passkeyAssertionSchema });

export const RemovePasswordInput = z.object({ currentPassword: currentPasswordSchema });
