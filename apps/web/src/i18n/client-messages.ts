import type { Locale, Messages } from "@teamkit/i18n";
import { getMessages } from "@teamkit/i18n";

/** A namespace, or one object inside a namespace ("docs.search"). */
type MessagePath = keyof Messages | `${keyof Messages}.${string}`;

const BASE = [
  "common.goToHomepage",
  "errors.page",
  "localeSwitcher",
  "colorModeSwitcher",
] as const satisfies MessagePath[];
const FORMS = ["errors", "validation", "fields", "ui"] as const satisfies MessagePath[];

/**
 * The messages client components read, per layout; server components translate on the server.
 * A namespace a client component starts to use goes into its scope here (else MISSING_MESSAGE).
 */
const SCOPES = {
  /** The locale layout and the 404 page: the language and color mode switches, the error page's texts. */
  base: [...BASE],
  /** Public pages: the newsletter form (no form kit). */
  marketing: [
    ...BASE,
    "newsletter.form",
    "newsletter.errorTitle",
    "validation.newsletterEmail",
    "errors.network",
  ],
  /** The docs search box, in a provider of its own around it (only docs pages carry these). */
  docsSearch: ["docs.search"],
  /** The confirm and unsubscribe pages of mailed newsletter links. */
  newsletterLinks: [...BASE, "newsletter", "errors"],
  /** Sign-in, sign-up, verification and reset screens, and onboarding. */
  auth: [
    ...BASE,
    ...FORMS,
    "auth",
    "invitation",
    "onboarding",
    "account.avatar",
    "teams.create",
    "teams.roles",
  ],
  /**
   * The signed-in app's layout: the shell's menus, the team switcher and its create-team dialog.
   * Its pages bring their own scope (`ScopedMessages`), so no page carries another's texts.
   */
  appShell: [
    ...BASE,
    ...FORMS,
    "common.cancel",
    "common.close",
    "shell",
    "teams.switcher",
    "teams.roles",
    "teams.create",
    "admin.menu",
    "admin.impersonation",
    // The notice of a sign-in that removed a password, on whichever app page it lands.
    "auth.passwordRemoved",
  ],
  /** The dashboard: its set-password card, and without a team the create-team dialog. */
  dashboard: [
    ...BASE,
    ...FORMS,
    "common.cancel",
    "common.close",
    "account.setPassword",
    "teams.create",
  ],
  /** The task list, the board and the tag manager. */
  tasks: [...BASE, ...FORMS, "common.cancel", "common.close", "tasks"],
  /** The settings menu beside every settings page (each page brings its own scope). */
  settingsNav: [...BASE, "settings.menu"],
  /** Settings › Account: name, avatar, email, password, passkeys, deletion. */
  account: [
    ...BASE,
    ...FORMS,
    "common.cancel",
    "common.close",
    "account",
    // The browser's refusals of a passkey ceremony.
    "auth.errors",
  ],
  /** Settings › Team › General: the name and url, leaving and deleting the team. */
  teamGeneral: [...BASE, ...FORMS, "common.cancel", "common.close", "teams", "teamSettings"],
  /** Settings › Team › Members: members, invitations and the invite form. */
  teamMembers: [...BASE, ...FORMS, "common.cancel", "common.close", "teams.roles", "teamSettings"],
  /** Settings › Team › Billing: the plan, the plans to choose from and the subscription's actions. */
  billing: [
    ...BASE,
    ...FORMS,
    "common.cancel",
    "common.close",
    "billing",
    "pricing.free",
    "pricing.plans",
    "pricing.features",
  ],
  /** Settings › Team › Activity log: the log, its filters and the export. */
  audit: [
    ...BASE,
    ...FORMS,
    "common.cancel",
    "common.close",
    "teams.activity",
    "teams.roles",
    "teamAudit",
  ],
  /** The platform admin area. */
  admin: [
    ...BASE,
    ...FORMS,
    "common.cancel",
    "common.close",
    "common",
    "admin.menu",
    "admin.overview",
    "admin.users",
    "admin.impersonation",
    "teams.roles",
  ],
  /**
   * The assistant's chat, in a provider of its own on /app/ai-demo (so no other page carries its
   * texts): the page, usage and tool texts, and the task statuses its cards show.
   */
  aiDemo: ["ai", "tasks.status"],
} satisfies Record<string, MessagePath[]>;

export type ClientScope = keyof typeof SCOPES;

// Built once per locale and scope: layouts ask on every request, and the catalogues never change.
const picks = new Map<string, Partial<Messages>>();

/** The messages for one layout's `NextIntlClientProvider`. */
export function clientMessages(locale: Locale, scope: ClientScope = "base"): Partial<Messages> {
  const key = `${locale}:${scope}`;
  let picked = picks.get(key);
  if (!picked) {
    picked = pick(locale, scope);
    picks.set(key, picked);
  }
  return picked;
}

function pick(locale: Locale, scope: ClientScope): Partial<Messages> {
  const all = getMessages(locale) as unknown as Record<string, Record<string, unknown>>;
  const picked: Record<string, Record<string, unknown>> = {};
  for (const path of SCOPES[scope] as MessagePath[]) {
    const [namespace, key] = path.split(".") as [string, string | undefined];
    const source = all[namespace];
    if (!source) continue;
    if (key === undefined) picked[namespace] = source;
    else picked[namespace] = { ...picked[namespace], [key]: source[key] };
  }
  return picked;
}
