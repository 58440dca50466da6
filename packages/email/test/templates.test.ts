import { describe, expect, it } from "vitest";

import type { Locale } from "@teamkit/i18n";
import { APP_TITLE, messages } from "@teamkit/i18n";

import type { TemplateName, TemplatePropsMap } from "../src/templates";
import { renderEmail } from "../src/render";
import { TEMPLATE_NAMES, templates } from "../src/templates";
import { COLORS, DARK_COLORS } from "../src/templates/styles";

/** React escapes `&` in attributes; the link must survive that round trip intact. */
const escapeHtml = (value: string) => value.replaceAll("&", "&amp;");

interface Expected {
  subject: string;
  /** Phrases that must appear in both the HTML and the text part. */
  phrases: string[];
}

interface Case<N extends TemplateName> {
  props: TemplatePropsMap[N];
  link: string;
  en: Expected;
  de: Expected;
}

const cases: { [N in TemplateName]: Case<N> } = {
  EmailChange: {
    props: {
      url: "https://app.test/change-email?token=ec-123&lang=x",
      newEmail: "new@example.com",
      name: "Ada",
    },
    link: "https://app.test/change-email?token=ec-123&lang=x",
    en: {
      subject: `Confirm your new email address for ${APP_TITLE}`,
      phrases: [
        "Hi Ada,",
        `change the email address of your ${APP_TITLE} account to new@example.com`,
        "Confirm new email address",
        "expires in 24 hours",
        "If you did not request this change",
      ],
    },
    de: {
      subject: `Bestätige deine neue E-Mail-Adresse für ${APP_TITLE}`,
      phrases: [
        "Hallo Ada,",
        `die E-Mail-Adresse deines ${APP_TITLE}-Kontos in new@example.com ändern`,
        "Neue E-Mail-Adresse bestätigen",
        "24 Stunden gültig",
        "Falls du diese Änderung nicht angefordert hast",
      ],
    },
  },
  EmailChangeRequested: {
    props: {
      url: "https://app.test/auth/forgot-password",
      name: "Ada",
      newEmail: "new@example.com",
    },
    link: "https://app.test/auth/forgot-password",
    en: {
      subject: `The email address of your ${APP_TITLE} account is about to change`,
      phrases: [
        "Hi Ada,",
        "change its email address to new@example.com",
        "someone knows your password",
        "Reset password",
      ],
    },
    de: {
      subject: `Die E-Mail-Adresse deines ${APP_TITLE}-Kontos soll geändert werden`,
      phrases: [
        "Hallo Ada,",
        "dessen E-Mail-Adresse in new@example.com ändern",
        "kennt jemand dein Passwort",
        "Passwort zurücksetzen",
      ],
    },
  },
  ForgotPassword: {
    props: { url: "https://app.test/reset-password?token=fp-456", name: null },
    link: "https://app.test/reset-password?token=fp-456",
    en: {
      subject: `Reset your ${APP_TITLE} password`,
      phrases: [
        "Hi,",
        "reset the password of your",
        "Reset password",
        "expires in 30 minutes",
        "If you did not request a password reset",
      ],
    },
    de: {
      subject: `Setze dein Passwort für ${APP_TITLE} zurück`,
      phrases: [
        "Hallo,",
        "das Passwort deines",
        "Passwort zurücksetzen",
        "30 Minuten gültig",
        "Dein Passwort bleibt unverändert",
      ],
    },
  },
  MagicLink: {
    props: { url: "https://app.test/api/auth/magic?token=ml-789", code: "482913" },
    link: "https://app.test/api/auth/magic?token=ml-789",
    en: {
      subject: `Your sign-in link for ${APP_TITLE}`,
      phrases: [
        `Sign in to ${APP_TITLE}`,
        "enter this one-time code",
        "482913",
        "expire in 10 minutes",
        "If you did not try to sign in",
      ],
    },
    de: {
      subject: `Dein Anmeldelink für ${APP_TITLE}`,
      phrases: [
        `Bei ${APP_TITLE} anmelden`,
        "gib diesen Einmalcode",
        "482913",
        "10 Minuten gültig",
        "Falls du dich nicht anmelden wolltest",
      ],
    },
  },
  NewSignIn: {
    props: {
      url: "https://app.test/app/settings/account/general#sessions",
      name: "Grace",
      signedInAt: "2026-11-27T09:41:00.000Z",
      kind: "web",
      browser: "Firefox 133",
      os: "Windows",
      deviceName: null,
    },
    link: "https://app.test/app/settings/account/general#sessions",
    en: {
      subject: `New sign-in to your ${APP_TITLE} account`,
      phrases: [
        "Hi Grace,",
        `On November 27, 2026 at 9:41 AM UTC, your ${APP_TITLE} account was signed in to from Firefox 133 on Windows`,
        "If it was not you, end that session",
        "Review your sessions",
      ],
    },
    de: {
      subject: `Neue Anmeldung bei deinem ${APP_TITLE}-Konto`,
      phrases: [
        "Hallo Grace,",
        `Am 27. November 2026 um 09:41 UTC hat sich jemand mit Firefox 133 unter Windows bei deinem ${APP_TITLE}-Konto angemeldet`,
        "Warst du es nicht, beende diese Sitzung",
        "Deine Sitzungen ansehen",
      ],
    },
  },
  NewUser: {
    props: { url: "https://app.test/verify-email?token=nu-111", name: "Grace", code: "715204" },
    link: "https://app.test/verify-email?token=nu-111",
    en: {
      subject: `Welcome to ${APP_TITLE}: please verify your email address`,
      phrases: [
        "Hi Grace,",
        "Thanks for signing up",
        "Verify email address",
        "expires in 24 hours",
        `Or enter this code in the ${APP_TITLE} app`,
        "715204",
        "The code expires in 10 minutes",
        `If you did not create an account with ${APP_TITLE}`,
      ],
    },
    de: {
      subject: `Willkommen bei ${APP_TITLE}: Bitte bestätige deine E-Mail-Adresse`,
      phrases: [
        "Hallo Grace,",
        "Schön, dass du dich registriert hast",
        "E-Mail-Adresse bestätigen",
        "24 Stunden gültig",
        `Oder gib diesen Code in der ${APP_TITLE}-App ein`,
        "715204",
        "Der Code ist 10 Minuten gültig",
        `Falls du kein Konto bei ${APP_TITLE} erstellt hast`,
      ],
    },
  },
  NewsletterSignup: {
    props: {
      url: "https://app.test/newsletter/confirm?token=ns-222",
      unsubscribeUrl: "https://app.test/newsletter/unsubscribe?token=ns-u",
      oneClickUnsubscribeUrl: "https://app.test/api/newsletter/unsubscribe?token=ns-u",
    },
    link: "https://app.test/newsletter/confirm?token=ns-222",
    en: {
      subject: `Please confirm your subscription to the ${APP_TITLE} newsletter`,
      phrases: [
        "Confirm subscription",
        "expires in 7 days",
        "You can unsubscribe at any time",
        "https://app.test/newsletter/unsubscribe?token=ns-u",
        "If you did not sign up",
      ],
    },
    de: {
      subject: `Bitte bestätige dein Abo des ${APP_TITLE}-Newsletters`,
      phrases: [
        "Abo bestätigen",
        "7 Tage gültig",
        "Du kannst den Newsletter jederzeit abbestellen",
        "https://app.test/newsletter/unsubscribe?token=ns-u",
        "Falls du den Newsletter nicht abonniert hast",
      ],
    },
  },
  SubscriptionOwnerChange: {
    props: {
      url: "https://app.test/app/settings/team/billing",
      teamName: "Acme",
      formerOwner: "Ada Lovelace",
      reason: "left",
      plan: "business",
      endsAt: "2027-03-01T00:00:00.000Z",
    },
    link: "https://app.test/app/settings/team/billing",
    en: {
      subject: `The Business subscription of Acme on ${APP_TITLE} ends`,
      phrases: [
        "Ada Lovelace paid for the Business subscription of Acme and left the team.",
        "Your team keeps Business until March 1, 2027",
        "Open billing",
        "because you are an owner of Acme",
      ],
    },
    de: {
      subject: `Das Business-Abonnement von Acme bei ${APP_TITLE} endet`,
      phrases: [
        "Ada Lovelace hat das Business-Abonnement von Acme bezahlt und hat das Team verlassen.",
        "Dein Team behält Business bis zum 1. März 2027",
        "Abrechnung öffnen",
        "weil du Inhaber von Acme",
      ],
    },
  },
  TeamInvitation: {
    props: {
      url: "https://app.test/invitations/ti-333",
      inviterName: "Ada Lovelace",
      teamName: "Acme",
      role: "owner",
    },
    link: "https://app.test/invitations/ti-333",
    en: {
      subject: `Ada Lovelace invited you to join Acme on ${APP_TITLE}`,
      phrases: [
        "Ada Lovelace has invited you to join the team Acme as an owner.",
        "Accept invitation",
        "expires in 7 days",
        "If you were not expecting this invitation",
      ],
    },
    de: {
      subject: `Ada Lovelace hat dich zum Team Acme bei ${APP_TITLE} eingeladen`,
      phrases: [
        "Ada Lovelace hat dich eingeladen, dem Team Acme als Inhaber beizutreten.",
        "Einladung annehmen",
        "7 Tage gültig",
        "Falls du diese Einladung nicht erwartet hast",
      ],
    },
  },
  TwoFactorLocked: {
    props: { url: "https://app.test/auth/forgot-password", name: "Ada" },
    link: "https://app.test/auth/forgot-password",
    en: {
      subject: `Wrong two-factor codes on your ${APP_TITLE} account`,
      phrases: ["Hi Ada,", "ten wrong two-factor codes", "paused for an hour", "Change password"],
    },
    de: {
      subject: `Falsche Zwei-Faktor-Codes für dein ${APP_TITLE}-Konto`,
      phrases: [
        "Hallo Ada,",
        "zehn falsche Zwei-Faktor-Codes",
        "für eine Stunde gesperrt",
        "Passwort ändern",
      ],
    },
  },
  PasskeyAdded: {
    props: { url: "https://app.test/app/settings/account/general", name: "Ada" },
    link: "https://app.test/app/settings/account/general",
    en: {
      subject: `A passkey was added to your ${APP_TITLE} account`,
      phrases: ["Hi Ada,", "did not add it", "Open account settings"],
    },
    de: {
      subject: `Deinem ${APP_TITLE}-Konto wurde ein Passkey hinzugefügt`,
      phrases: ["Hallo Ada,", "nicht hinzugefügt", "Kontoeinstellungen öffnen"],
    },
  },
  PasskeyRefused: {
    props: { url: "https://app.test/app/settings/account/general", name: "Ada" },
    link: "https://app.test/app/settings/account/general",
    en: {
      subject: `A passkey of your ${APP_TITLE} account was refused`,
      phrases: ["Hi Ada,", "signature counter", "copied", "Open account settings"],
    },
    de: {
      subject: `Ein Passkey deines ${APP_TITLE}-Kontos wurde abgelehnt`,
      phrases: ["Hallo Ada,", "Signaturzähler", "kopiert", "Kontoeinstellungen öffnen"],
    },
  },
  TwoFactorReset: {
    props: { url: "https://app.test/app/settings/account/general", name: "Ada" },
    link: "https://app.test/app/settings/account/general",
    en: {
      subject: `Two-factor sign-in was turned off on your ${APP_TITLE} account`,
      phrases: [
        "Hi Ada,",
        "An administrator of",
        "Settings › Account",
        "change your password",
        "Open account settings",
      ],
    },
    de: {
      subject: `Die Zwei-Faktor-Anmeldung deines ${APP_TITLE}-Kontos wurde ausgeschaltet`,
      phrases: [
        "Hallo Ada,",
        "Ein Administrator von",
        "Einstellungen › Konto",
        "ändere dein Passwort",
        "Kontoeinstellungen öffnen",
      ],
    },
  },
};

const LOCALES: Locale[] = ["en", "de"];
/** The button's label, the text of the link that react-email's Button renders. */
const BUTTON_LABEL =
  /<a [^>]*data-text-action="true"[^>]*>.*?<span[^>]*mso-text-raise:9px">([^<]+)<\/span>/;
/** An ICU argument that was never filled in, e.g. `{appTitle}`. */
const PLACEHOLDER = /\{\s*[A-Za-z_]\w*\s*(?:,[^}]*)?\}/;

/** Renders a template with the props of its case above, changed by `changes`. */
function renderVariant<N extends TemplateName>(
  name: N,
  changes: Partial<TemplatePropsMap[N]>,
  locale: Locale = "en",
) {
  return renderEmail(name, { ...cases[name].props, ...changes }, locale);
}

describe("renderEmail", () => {
  it("has a test case for every registered template", () => {
    expect(Object.keys(cases).sort()).toEqual([...TEMPLATE_NAMES].sort());
  });

  for (const name of TEMPLATE_NAMES) {
    for (const locale of LOCALES) {
      it(`renders ${name} in ${locale === "en" ? "English" : "German"} with its link, the app title and no placeholders`, async () => {
        const testCase = cases[name];
        const expected = testCase[locale];
        const mail = await renderEmail(name, testCase.props as never, locale);

        expect(mail.subject).toBe(expected.subject);
        for (const phrase of expected.phrases) {
          expect(mail.html).toContain(escapeHtml(phrase));
          expect(mail.text).toContain(phrase);
        }
        expect(mail.html).toContain(`href="${escapeHtml(testCase.link)}"`);
        expect(mail.text).toContain(testCase.link);
        expect(mail.html).toContain(`lang="${locale}"`);
        // A phone's browser lays it out at the phone's width.
        expect(mail.html).toContain(
          'name="viewport" content="width=device-width, initial-scale=1"',
        );
        expect(mail.html).toContain(APP_TITLE);
        expect(mail.text).toContain(APP_TITLE);
        expect(mail.preview.length).toBeGreaterThan(0);
        expect(mail.html).toContain(escapeHtml(mail.preview));
        expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
        for (const part of [mail.subject, mail.preview, mail.html, mail.text]) {
          expect(part).not.toMatch(PLACEHOLDER);
        }
      });

      it(`gives ${name} in ${locale === "en" ? "English" : "German"} a plain-text part that names its link once, after the button's label`, async () => {
        const testCase = cases[name];
        const mail = await renderEmail(name, testCase.props as never, locale);
        const button = BUTTON_LABEL.exec(mail.html)?.[1];
        expect(button).toBeDefined();
        expect(mail.text).toContain(`${button ?? ""}: ${testCase.link}\n`);
        expect(mail.text.split(testCase.link)).toHaveLength(2);
        // The HTML's note about a button that does not work means nothing without a button.
        expect(mail.text).not.toContain(messages[locale].emails.common.copyLink);
        expect(mail.html).toContain(escapeHtml(messages[locale].emails.common.copyLink));
        expect(mail.text).not.toMatch(/<[a-z]+[\s>]/i);
      });
    }

    it(`renders ${name} in German without English leftovers`, async () => {
      const testCase = cases[name];
      const german = await renderEmail(name, testCase.props as never, "de");
      for (const phrase of testCase.en.phrases.filter(
        (p) => !p.startsWith("https://") && !/^\d+$/.test(p),
      )) {
        expect(german.text).not.toContain(phrase);
      }
      expect(german.subject).not.toBe(testCase.en.subject);
    });
  }

  it("puts both the sign-in link and the 6-digit code into the magic link mail", async () => {
    const url = "https://app.test/api/auth/magic?token=only-once";
    const mail = await renderEmail("MagicLink", { url, code: "907153" }, "en");
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
    expect(mail.html).toMatch(/>907153</);
    expect(mail.text).toMatch(/^907153$/m);
  });

  // A phone's lock screen and a watch show the subject and the preview line to anyone nearby.
  for (const locale of LOCALES) {
    it(`keeps sign-in and verification codes out of the subject and the preview line in ${locale}`, async () => {
      const code = "907153";
      const magic = await renderVariant("MagicLink", { code }, locale);
      const verify = await renderVariant("NewUser", { code }, locale);
      for (const mail of [magic, verify]) {
        expect(mail.text).toContain(code);
        expect(mail.subject).not.toContain(code);
        expect(mail.preview).not.toContain(code);
      }
    });
  }

  it("names the phone and the app in the new sign-in mail of a mobile session", async () => {
    const app = { kind: "mobile", browser: null, os: null } as const;
    const en = await renderVariant("NewSignIn", { ...app, deviceName: "Ada's Pixel" });
    expect(en.text).toContain(`from the ${APP_TITLE} app on Ada's Pixel,`);
    const de = await renderVariant("NewSignIn", { ...app, deviceName: "Adas Pixel" }, "de");
    expect(de.text).toContain(
      `mit der ${APP_TITLE}-App auf Adas Pixel bei deinem ${APP_TITLE}-Konto angemeldet`,
    );
    const unknown = await renderVariant("NewSignIn", { browser: null, os: null, deviceName: null });
    expect(unknown.text).toContain("from an unknown browser,");
  });

  it("escapes names so that an inviter cannot inject markup", async () => {
    const mail = await renderVariant("TeamInvitation", {
      inviterName: "<b>Mallory</b>",
      role: "member",
    });
    expect(mail.html).not.toContain("<b>Mallory</b>");
    expect(mail.html).toContain("&lt;b&gt;Mallory&lt;/b&gt;");
    expect(mail.text).toContain("as a member.");
  });

  it("names the period's end in general when the owner-change mail has no end date", async () => {
    const mail = await renderVariant("SubscriptionOwnerChange", {
      reason: "demoted",
      plan: "pro",
      endsAt: null,
    });
    expect(mail.text).toContain("and is no longer an owner of the team.");
    expect(mail.text).toContain("Your team keeps Pro until the end of the current period");
  });

  it("keeps the newsletter unsubscribe note when no unsubscribe link exists yet", async () => {
    const mail = await renderEmail("NewsletterSignup", { url: "https://app.test/n" }, "de");
    expect(mail.text).toContain("Jede Ausgabe enthält einen Link zum Abbestellen.");
    expect(mail.html).not.toContain(">Abbestellen</a>");
  });
});

describe("rendered HTML", () => {
  /** Every start tag, with its class and inline style. */
  const tags = (html: string) =>
    [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)].map(([, tag = "", attributes = ""]) => ({
      tag,
      classes: (/\bclass="([^"]*)"/.exec(attributes)?.[1] ?? "").split(/\s+/).filter(Boolean),
      style: /\bstyle="([^"]*)"/.exec(attributes)?.[1] ?? "",
    }));
  /** The colour properties the dark scheme's stylesheet gives each class. */
  const darkRules = (html: string) => {
    const css = /@media \(prefers-color-scheme: dark\) \{([\s\S]*?)\n\}/.exec(html)?.[1] ?? "";
    return new Map(
      [...css.matchAll(/\.([\w-]+) \{([^}]*)\}/g)].map(([, name = "", body = ""]) => [
        name,
        [...body.matchAll(/([\w-]+):/g)].map(([, property]) => property),
      ]),
    );
  };
  const COLOR_PROPERTIES = ["color", "background-color", "border-color"] as const;

  for (const name of TEMPLATE_NAMES) {
    it(`lets dark-scheme clients recolour every coloured element of ${name}, so no text turns invisible`, async () => {
      const mail = await renderEmail(name, cases[name].props as never, "de");
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
      const rules = darkRules(mail.html);
      expect(rules.size).toBeGreaterThan(0);
      const coloured = tags(mail.html).flatMap(({ tag, classes, style }) => {
        const declared = COLOR_PROPERTIES.filter((property) =>
          new RegExp(`(?:^|;)\\s*${property}:`).test(style),
        );
        return declared.map((property) => ({ tag, property, classes }));
      });
      expect(coloured.length).toBeGreaterThan(5);
      const uncovered = coloured.filter(
        ({ property, classes }) => !classes.some((c) => rules.get(c)?.includes(property)),
      );
      expect(uncovered).toEqual([]);
    });

    it(`loads nothing from elsewhere and links only to the app in ${name}`, async () => {
      const mail = await renderEmail(name, cases[name].props as never, "en");
      expect(mail.html).not.toMatch(/<img\b|<link\b|<script\b|\bsrc=|@import|url\(/i);
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map(([, href = ""]) => href);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(/^https:\/\/app\.test\//);
    });
  }
});

describe("colours", () => {
  /** WCAG 2 contrast ratio of two `#rrggbb` colours. */
  const contrast = (a: string, b: string) => {
    const luminance = (hex: string) => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  for (const [scheme, colors] of [
    ["light", COLORS],
    ["dark", DARK_COLORS],
  ] as const) {
    it(`keep every text readable (4.5:1) on what it sits on in the ${scheme} scheme`, () => {
      const pairs = [
        ["text", "card"],
        ["text", "background"],
        ["muted", "card"],
        ["muted", "background"],
        ["onPrimary", "primary"],
      ] as const;
      for (const [fg, bg] of pairs) {
        expect(contrast(colors[fg], colors[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});

describe("the footer", () => {
  it("says who sent the mail and that replies are not read", async () => {
    const en = await renderVariant("ForgotPassword", {}, "en");
    const de = await renderEmail("ForgotPassword", cases.ForgotPassword.props, "de");
    expect(en.text).toContain(
      `This message was sent automatically by ${APP_TITLE}. Replies to this address are not read.`,
    );
    expect(de.text).toContain("Antworten an diese Adresse werden nicht gelesen.");
  });

  it("invites replies when replies reach someone", async () => {
    const mail = await renderEmail("TeamInvitation", cases.TeamInvitation.props, "en", {
      replyTo: "help@app.test",
    });
    expect(mail.text).toContain("Questions? Just reply to this email.");
    expect(mail.text).not.toContain("not read");
  });
});

describe("headers", () => {
  it("give the newsletter mail a one-click unsubscribe address (RFC 8058)", async () => {
    const mail = await renderEmail("NewsletterSignup", cases.NewsletterSignup.props, "de");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://app.test/api/newsletter/unsubscribe?token=ns-u>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("give no unsubscribe header to a newsletter mail without the address, nor to any other mail", async () => {
    const bare = await renderEmail("NewsletterSignup", { url: "https://app.test/n" }, "en");
    expect(bare.headers).toEqual({});
    for (const name of TEMPLATE_NAMES.filter((n) => n !== "NewsletterSignup")) {
      const mail = await renderEmail(name, cases[name].props as never, "en");
      expect(mail.headers, name).toEqual({});
    }
  });
});

describe("names someone chose", () => {
  /** A domain a mail client would turn into a link. */
  const LINKABLE = /(?:www\.)?evil\.example/;

  it("cannot become links in an invitation, whatever the team or the inviter is called", async () => {
    const mail = await renderVariant("TeamInvitation", {
      teamName: "www.evil.example",
      inviterName: "Support at evil.example",
    });
    for (const part of [mail.subject, mail.preview, mail.html, mail.text]) {
      expect(part).not.toMatch(LINKABLE);
    }
    // Still there for the reader, only with an invisible break before each dot.
    expect(mail.text).toContain("join the team www\u200B.evil\u200B.example as an owner.");
    expect(mail.html.match(/href="/g)).toHaveLength(2);
  });

  it("cannot become links in the greeting, which anyone signing up with an address chooses", async () => {
    const mail = await renderVariant("NewUser", { name: "Claim your prize at evil.example" }, "de");
    expect(mail.text).not.toMatch(LINKABLE);
    expect(mail.text).toContain("Hallo Claim your prize at evil\u200B.example,");
  });

  it("cannot become links with a scheme and a dotless host, or with full-width dots", async () => {
    const mail = await renderVariant("TeamInvitation", {
      teamName: "http://3232235777",
      inviterName: "evil\uFF0Eexample and evil\u3002example",
    });
    for (const part of [mail.subject, mail.preview, mail.text]) {
      expect(part).not.toMatch(/https?:\/\/3232235777|evil[\u3002\uFF0E]example/);
    }
    expect(mail.text).toContain("http:\u200B//3232235777");
  });

  it("cannot become links in a new sign-in's device or an owner change's names", async () => {
    const signIn = await renderVariant("NewSignIn", { browser: "evil.example", os: null });
    const owners = await renderVariant("SubscriptionOwnerChange", {
      teamName: "evil.example",
      formerOwner: "www.evil.example",
    });
    for (const mail of [signIn, owners]) {
      for (const part of [mail.subject, mail.preview, mail.text])
        expect(part).not.toMatch(LINKABLE);
    }
  });
});

describe("templates", () => {
  it("give every template static preview props for the React Email preview", () => {
    for (const name of TEMPLATE_NAMES) {
      const component = templates[name].component as { PreviewProps?: { locale?: string } };
      expect(component.PreviewProps, name).toBeDefined();
      expect(component.PreviewProps?.locale, name).toBe("en");
    }
  });
});

describe("email messages", () => {
  /** `{ a: { b: "x" } }` → `[["a.b", "x"]]`. */
  const flatten = (tree: object, prefix = ""): [string, unknown][] =>
    Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
      typeof value === "object" && value !== null
        ? flatten(value as object, `${prefix}${key}.`)
        : [[`${prefix}${key}`, value]],
    );
  const en = new Map(flatten(messages.en.emails));
  const de = new Map(flatten(messages.de.emails));

  it("have the same keys in English and German", () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it("are translated rather than copied from English", () => {
    expect([...de].filter(([key, text]) => en.get(key) === text).map(([key]) => key)).toEqual([]);
  });
});
