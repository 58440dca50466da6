import type { EmailChangeProps } from "./email-change";
import type { ForgotPasswordProps } from "./forgot-password";
import type { MagicLinkProps } from "./magic-link";
import type { NewSignInProps } from "./new-sign-in";
import type { NewUserProps } from "./new-user";
import type { NewsletterSignupProps } from "./newsletter-signup";
import type { PasskeyAddedProps } from "./passkey-added";
import type { PasskeyRefusedProps } from "./passkey-refused";
import type { SubscriptionOwnerChangeProps } from "./subscription-owner-change";
import type { TeamInvitationProps } from "./team-invitation";
import type { TwoFactorLockedProps } from "./two-factor-locked";
import type { TwoFactorResetProps } from "./two-factor-reset";
import type { EmailTemplate } from "./types";
import { emailChangeEmail } from "./email-change";
import { forgotPasswordEmail } from "./forgot-password";
import { magicLinkEmail } from "./magic-link";
import { newSignInEmail } from "./new-sign-in";
import { newUserEmail } from "./new-user";
import { newsletterSignupEmail } from "./newsletter-signup";
import { passkeyAddedEmail } from "./passkey-added";
import { passkeyRefusedEmail } from "./passkey-refused";
import { subscriptionOwnerChangeEmail } from "./subscription-owner-change";
import { teamInvitationEmail } from "./team-invitation";
import { twoFactorLockedEmail } from "./two-factor-locked";
import { twoFactorResetEmail } from "./two-factor-reset";

export interface TemplatePropsMap {
  EmailChange: EmailChangeProps;
  ForgotPassword: ForgotPasswordProps;
  MagicLink: MagicLinkProps;
  NewSignIn: NewSignInProps;
  NewUser: NewUserProps;
  NewsletterSignup: NewsletterSignupProps;
  PasskeyAdded: PasskeyAddedProps;
  PasskeyRefused: PasskeyRefusedProps;
  SubscriptionOwnerChange: SubscriptionOwnerChangeProps;
  TeamInvitation: TeamInvitationProps;
  TwoFactorLocked: TwoFactorLockedProps;
  TwoFactorReset: TwoFactorResetProps;
}

export type TemplateName = keyof TemplatePropsMap;
export type TemplateProps<N extends TemplateName> = TemplatePropsMap[N];

export const templates: { [N in TemplateName]: EmailTemplate<TemplatePropsMap[N]> } = {
  EmailChange: emailChangeEmail,
  ForgotPassword: forgotPasswordEmail,
  MagicLink: magicLinkEmail,
  NewSignIn: newSignInEmail,
  NewUser: newUserEmail,
  NewsletterSignup: newsletterSignupEmail,
  PasskeyAdded: passkeyAddedEmail,
  PasskeyRefused: passkeyRefusedEmail,
  SubscriptionOwnerChange: subscriptionOwnerChangeEmail,
  TeamInvitation: teamInvitationEmail,
  TwoFactorLocked: twoFactorLockedEmail,
  TwoFactorReset: twoFactorResetEmail,
};

export const TEMPLATE_NAMES = Object.keys(templates) as TemplateName[];

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === "string" && Object.hasOwn(templates, value);
}

export type { EmailTemplate, Localized } from "./types";
export type {
  EmailChangeProps,
  ForgotPasswordProps,
  MagicLinkProps,
  NewSignInProps,
  NewUserProps,
  NewsletterSignupProps,
  PasskeyAddedProps,
  PasskeyRefusedProps,
  SubscriptionOwnerChangeProps,
  TeamInvitationProps,
  TwoFactorLockedProps,
  TwoFactorResetProps,
};
export { EmailLayout } from "./layout";
