import type { Locale } from "@teamkit/i18n";
import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import { getEntry, listEntries } from "~/content/loader";

export interface CardContent {
  eyebrow?: string;
  title: string;
  text?: string;
  footer?: string;
}

export function ogCardKey(pathname: string): string {
  return pathname === "/" ? "home" : pathname.replace(/^\/+|\/+$/g, "");
}

export function ogCardPath(locale: Locale, pathname: string): string {
  return `/api/og/${locale}/${ogCardKey(pathname)}`;
}

/** Every card there is, so all of them are drawn at build time. */
export function listCardKeys(locale: Locale): string[] {
  return [
    "home",
    "pricing",
    "blog",
    "changelog",
    ...listEntries("blog", locale).map((post) => `blog/${post.slug}`),
    ...listEntries("docs", locale).map((entry) => `docs/${entry.slug}`),
    ...listEntries("legal", locale).map((entry) => `legal/${entry.slug}`),
  ];
}

export function cardContent(locale: Locale, key: string): CardContent | null {
  const t = getTranslator(locale);
  const [collection, ...rest] = key.split("/");
  const slug = rest.join("/");
  switch (key) {
    case "home":
      return { eyebrow: APP_TITLE, title: t("landing.title"), text: t("landing.subtitle") };
    case "pricing":
      return { eyebrow: APP_TITLE, title: t("pricing.title"), text: t("pricing.subtitle") };
    case "blog":
      return { eyebrow: APP_TITLE, title: t("blog.title"), text: t("blog.description") };
    case "changelog":
      return { eyebrow: APP_TITLE, title: t("changelog.title"), text: t("changelog.description") };
  }
  if (collection === "blog") {
    const post = getEntry("blog", locale, slug);
    if (!post) return null;
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(post.metadata.date),
    );
    return {
      eyebrow: `${APP_TITLE} · ${t("blog.title")}`,
      title: post.metadata.title,
      text: post.metadata.description,
      footer: `${post.metadata.author} · ${date}`,
    };
  }
  if (collection === "docs" || collection === "legal") {
    const entry = getEntry(collection, locale, slug);
    if (!entry) return null;
    const section = collection === "docs" ? t("docs.title") : t("legal.navigation");
    return {
      eyebrow: `${APP_TITLE} · ${section}`,
      title: entry.metadata.title,
      text: entry.metadata.description,
    };
  }
  return null;
}
