import type { ReactNode } from "react";

import { Text } from "@react-email/components";

import type { Messages } from "@teamkit/i18n";
import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import type { EmailTemplate, Localized } from "./types";
import { ActionButton } from "./action-button";
import { Greeting } from "./greeting";
import { EmailLayout } from "./layout";
import { styles } from "./styles";

type EmailMessages = Messages["emails"];
type Namespace = Exclude<keyof EmailMessages, "common" | "errors">;
type KeysOf<T> = T extends unknown ? keyof T & string : never;
export type EmailMessageKey = KeysOf<EmailMessages[Namespace]>;

/** One message of the template's namespace, filled with the template's values. */
export type EmailMessage = (key: EmailMessageKey) => string;

type Values = Record<string, string>;

export interface LinkEmailSpec<P extends { url: string }> {
  /** Holds at least subject, preview, heading, body and button. */
  messages: Namespace;
  /** What the messages name besides the app's title. */
  values?: (props: Localized<P>) => Values;
  /** Greets by name; without it the mail starts with the body (the address may have no account). */
  greeting?: (props: Localized<P>) => string | null | undefined;
  paragraphs?: (message: EmailMessage, props: Localized<P>) => ReactNode[];
  afterButton?: (message: EmailMessage, props: Localized<P>) => ReactNode;
  notes?: (message: EmailMessage, props: Localized<P>) => ReactNode[];
  headers?: (props: Localized<P>) => Record<string, string>;
  previewProps: P;
}

export type LinkEmail<P> = EmailTemplate<P> & {
  component: EmailTemplate<P>["component"] & { PreviewProps: Localized<P> };
};

/**
 * A mail whose point is one link: heading, optional greeting, paragraphs, the button with the raw
 * link, and notes below a rule. Every text comes from `emails.<messages>`.
 */
export function linkEmail<P extends { url: string }>(spec: LinkEmailSpec<P>): LinkEmail<P> {
  const messageFor =
    (props: Localized<P>): EmailMessage =>
    (key) => {
      const t = getTranslator(props.locale) as unknown as (key: string, values: Values) => string;
      return t(`emails.${spec.messages}.${key}`, { appTitle: APP_TITLE, ...spec.values?.(props) });
    };
  const {
    paragraphs = (message) => [message("body")],
    notes = (message) => [message("expiry"), message("ignore")],
  } = spec;

  function LinkEmailComponent(props: Localized<P>) {
    const message = messageFor(props);
    return (
      <EmailLayout
        locale={props.locale}
        title={message("subject")}
        preview={message("preview")}
        heading={message("heading")}
        context={props.context}
        notes={notes(message, props).map((note, index) => (
          <Text key={index} className="tk-muted" style={styles.muted}>
            {note}
          </Text>
        ))}
      >
        {spec.greeting ? <Greeting locale={props.locale} name={spec.greeting(props)} /> : null}
        {paragraphs(message, props).map((paragraph, index) => (
          <Text key={index} className="tk-text" style={styles.text}>
            {paragraph}
          </Text>
        ))}
        <ActionButton locale={props.locale} href={props.url} label={message("button")} />
        {spec.afterButton?.(message, props)}
      </EmailLayout>
    );
  }
  LinkEmailComponent.PreviewProps = { locale: "en" as const, ...spec.previewProps };

  return {
    component: LinkEmailComponent,
    subject: (props) => messageFor(props)("subject"),
    preview: (props) => messageFor(props)("preview"),
    headers: spec.headers,
  };
}
