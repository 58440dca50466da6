"use client";

import { useTranslations } from "next-intl";
import { useActionState, useRef, useState } from "react";

import { Button } from "@teamkit/ui/button";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";

import { subscribeNewsletterAction } from "~/server/actions/newsletter-signup";

import type { NewsletterSignupState } from "./newsletter-signup-state";

/** The browser's own check of an email field: empty or malformed. The server decides for real. */
function looksInvalid(input: HTMLInputElement): boolean {
  return input.value.trim() === "" || input.validity.typeMismatch;
}

/**
 * Posts to a server action without a form library or the API client, so public pages stay light.
 * The answer is the same for every address (double opt-in).
 */
export function NewsletterForm() {
  const t = useTranslations();
  const [state, formAction, isPending] = useActionState<NewsletterSignupState, FormData>(
    async (previous, formData) => {
      try {
        return await subscribeNewsletterAction(previous, formData);
      } catch {
        // The request never got an answer (offline, proxy error page).
        return { status: "error", email: previous.email, message: t("errors.network") };
      }
    },
    { status: "idle", email: "" },
  );
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  // A new answer from the server replaces whatever the field showed.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setError(state.status === "invalid" ? state.message : undefined);
  }

  if (state.status === "done") {
    return (
      <Notice tone="success" title={t("newsletter.form.successTitle")}>
        <p>{t("newsletter.form.success", { email: state.email })}</p>
      </Notice>
    );
  }

  const check = (field: HTMLInputElement) => {
    const invalid = looksInvalid(field);
    setError(invalid ? t("validation.newsletterEmail") : undefined);
    return !invalid;
  };

  return (
    <form
      noValidate
      className="grid gap-3"
      action={formAction}
      onSubmit={(event) => {
        if (input.current && !check(input.current)) {
          event.preventDefault();
          input.current.focus();
        }
      }}
    >
      {state.status === "error" && (
        <Notice tone="error" title={t("newsletter.errorTitle")}>
          <p>{state.message}</p>
        </Notice>
      )}
      <FormField label={t("newsletter.form.email")} error={error}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={input}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t("newsletter.form.placeholder")}
            className="sm:flex-1"
            value={email}
            // Checked when the field is left, as every form: not while the address is being typed.
            onChange={(event) => setEmail(event.target.value)}
            onBlur={(event) => {
              if (event.target.value !== "") check(event.target);
            }}
          />
          <Button
            type="submit"
            variant="primary"
            loading={isPending}
            // Blur validation may add a message and move the button before the click lands.
            onMouseDown={(event) => event.preventDefault()}
          >
            {t("newsletter.form.submit")}
          </Button>
        </div>
      </FormField>
    </form>
  );
}
