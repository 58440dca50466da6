import type { AccountNoticeProps, EmailChangeRequestedProps } from "./account-notices";
import type { EmailChangeProps } from "./email-change";
import type { ForgotPasswordProps } from "./forgot-password";
import type { MagicLinkProps } from "./magic-link";
import type { NewSignInProps } from "./new-sign-in";
import type { NewUserProps } from "./new-user";
import type { NewsletterSignupProps } from "./newsletter-signup";
import type { SubscriptionOwnerChangeProps } from "./subscription-owner-change";
import type { TeamInvitationProps } from "./team-invitation";
import type { EmailTemplate } from "./types";
import {
  emailChangeRequestedEmail,
  passkeyAddedEmail,
  passkeyRefusedEmail,
  twoFactorLockedEmail,
  twoFactorResetEmail,
} from "./account-notices";
import { emailChangeEmail } from "./email-change";
import { forgotPasswordEmail } from "./forgot-password";
import { magicLinkEmail } from "./magic-link";
import { newSignInEmail } from "./new-sign-in";
import { newUserEmail } from "./new-user";
import { newsletterSignupEmail } from "./newsletter-signup";
import { subscriptionOwnerChangeEmail } from "./subscription-owner-change";
import { teamInvitationEmail } from "./team-invitation";

export interface TemplatePropsMap {
  EmailChange: EmailChangeProps;
  EmailChangeRequested: EmailChangeRequestedProps;
  ForgotPassword: ForgotPasswordProps;
  MagicLink: MagicLinkProps;
  NewSignIn: NewSignInProps;
  NewUser: NewUserProps;
  NewsletterSignup: NewsletterSignupProps;
  PasskeyAdded: AccountNoticeProps;
  PasskeyRefused: AccountNoticeProps;
  SubscriptionOwnerChange: SubscriptionOwnerChangeProps;
  TeamInvitation: TeamInvitationProps;
  TwoFactorLocked: AccountNoticeProps;
  TwoFactorReset: AccountNoticeProps;
}

export type TemplateName = keyof TemplatePropsMap;
export type TemplateProps<N extends TemplateName> = TemplatePropsMap[N];

export const templates: { [N in TemplateName]: EmailTemplate<TemplatePropsMap[N]> } = {
  EmailChange: emailChangeEmail,
  EmailChangeRequested: emailChangeRequestedEmail,
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

export type { EmailTemplate, Localized, MailContext } from "./types";
export type {
  AccountNoticeProps,
  EmailChangeProps,
  ForgotPasswordProps,
  MagicLinkProps,
  NewSignInProps,
  NewUserProps,
  NewsletterSignupProps,
  SubscriptionOwnerChangeProps,
  TeamInvitationProps,
};
export { EmailLayout } from "./layout";
