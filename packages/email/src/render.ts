import "server-only";

import { render } from "@react-email/render";
import { createElement } from "react";

import type { Locale } from "@teamkit/i18n";

import type {
  EmailTemplate,
  Localized,
  MailContext,
  TemplateName,
  TemplateProps,
} from "./templates";
import { templates } from "./templates";
import { TEXT_ACTION_ATTRIBUTE } from "./templates/action-button";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  preview: string;
  /** Extra headers of the template (a list's unsubscribe address); empty for most mails. */
  headers: Record<string, string>;
}

interface TextBuilder {
  addInline: (text: string, options?: { noWordTransform?: boolean }) => void;
}
interface TextElement {
  attribs?: Record<string, string>;
  children: unknown[];
}

const htmlToTextOptions = {
  // html-to-text's default counts the zero-width space as a space, which would show the break
  // that `inertName` hides before a dot as a visible gap.
  whitespaceCharacters: " \t\r\n\f",
  selectors: [
    // html-to-text upper-cases headings by default, which reads as shouting.
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: `a[${TEXT_ACTION_ATTRIBUTE}]`, format: "textAction" },
  ],
  formatters: {
    /** A button as the text part writes it: "Sign in: https://…". */
    textAction: (
      elem: TextElement,
      walk: (nodes: unknown[], builder: TextBuilder) => void,
      builder: TextBuilder,
    ) => {
      walk(elem.children, builder);
      builder.addInline(`: ${elem.attribs?.href ?? ""}`, { noWordTransform: true });
    },
  },
};

export async function renderEmail<N extends TemplateName>(
  name: N,
  props: TemplateProps<N>,
  locale: Locale,
  context: MailContext = {},
): Promise<RenderedEmail> {
  // The registry is keyed by name, so `templates[name]` always matches `props`; TypeScript cannot
  // follow that through the mapped type, hence the widening.
  const template = templates[name] as unknown as EmailTemplate<TemplateProps<TemplateName>>;
  return renderTemplate(template, { ...props, locale, context });
}

async function renderTemplate<P extends object>(
  template: EmailTemplate<P>,
  props: Localized<P>,
): Promise<RenderedEmail> {
  const element = createElement(template.component, props);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  return {
    subject: template.subject(props),
    html,
    text,
    preview: template.preview(props),
    headers: template.headers?.(props) ?? {},
  };
}
