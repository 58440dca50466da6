import type { EmailChangeProps } from "./email-change";
import type { ForgotPasswordProps } from "./forgot-password";
import type { MagicLinkProps } from "./magic-link";
import type { NewUserProps } from "./new-user";
import type { NewsletterSignupProps } from "./newsletter-signup";
import type { SubscriptionOwnerChangeProps } from "./subscription-owner-change";
import type { TeamInvitationProps } from "./team-invitation";
import type { EmailTemplate } from "./types";
import { EmailChangeEmail, emailChangePreview, emailChangeSubject } from "./email-change";
import {
  ForgotPasswordEmail,
  forgotPasswordPreview,
  forgotPasswordSubject,
} from "./forgot-password";
import { MagicLinkEmail, magicLinkPreview, magicLinkSubject } from "./magic-link";
import { NewUserEmail, newUserPreview, newUserSubject } from "./new-user";
import {
  NewsletterSignupEmail,
  newsletterSignupPreview,
  newsletterSignupSubject,
} from "./newsletter-signup";
import {
  SubscriptionOwnerChangeEmail,
  subscriptionOwnerChangePreview,
  subscriptionOwnerChangeSubject,
} from "./subscription-owner-change";
import {
  TeamInvitationEmail,
  teamInvitationPreview,
  teamInvitationSubject,
} from "./team-invitation";

export interface TemplatePropsMap {
  EmailChange: EmailChangeProps;
  ForgotPassword: ForgotPasswordProps;
  MagicLink: MagicLinkProps;
  NewUser: NewUserProps;
  NewsletterSignup: NewsletterSignupProps;
  SubscriptionOwnerChange: SubscriptionOwnerChangeProps;
  TeamInvitation: TeamInvitationProps;
}

export type TemplateName = keyof TemplatePropsMap;
export type TemplateProps<N extends TemplateName> = TemplatePropsMap[N];

export const templates: { [N in TemplateName]: EmailTemplate<TemplatePropsMap[N]> } = {
  EmailChange: {
    component: EmailChangeEmail,
    subject: emailChangeSubject,
    preview: emailChangePreview,
  },
  ForgotPassword: {
    component: ForgotPasswordEmail,
    subject: forgotPasswordSubject,
    preview: forgotPasswordPreview,
  },
  MagicLink: { component: MagicLinkEmail, subject: magicLinkSubject, preview: magicLinkPreview },
  NewUser: { component: NewUserEmail, subject: newUserSubject, preview: newUserPreview },
  NewsletterSignup: {
    component: NewsletterSignupEmail,
    subject: newsletterSignupSubject,
    preview: newsletterSignupPreview,
  },
  SubscriptionOwnerChange: {
    component: SubscriptionOwnerChangeEmail,
    subject: subscriptionOwnerChangeSubject,
    preview: subscriptionOwnerChangePreview,
  },
  TeamInvitation: {
    component: TeamInvitationEmail,
    subject: teamInvitationSubject,
    preview: teamInvitationPreview,
  },
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
  NewUserProps,
  NewsletterSignupProps,
  SubscriptionOwnerChangeProps,
  TeamInvitationProps,
};
export {
  EmailChangeEmail,
  ForgotPasswordEmail,
  MagicLinkEmail,
  NewUserEmail,
  NewsletterSignupEmail,
  SubscriptionOwnerChangeEmail,
  TeamInvitationEmail,
};
export { EmailLayout } from "./layout";
