import { useState } from "react";
import { ActivityIndicator, StyleSheet, Text, View } from "react-native";

import type { RouterOutputs } from "@teamkit/api/client";
import { deviceLabel } from "@teamkit/i18n";
import { SESSION_TOUCH_MS } from "@teamkit/validators";

import type { Message } from "./section";
import { Button } from "../../components/button";
import { ConfirmBox } from "../../components/confirm-box";
import { Notice } from "../../components/notice";
import { api } from "../../lib/api";
import { formatAgo, formatDate } from "../../lib/dates";
import { useErrorText, useFailure } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { DeviceRow } from "./device-row";
import { Section } from "./section";

type SessionList = RouterOutputs["user"]["sessions"]["list"];
type ListedSession = SessionList["sessions"][number];

type Confirming = { kind: "end"; id: string } | { kind: "others" } | null;

/**
 * The web's sessions card: every browser and phone signed in, this device marked, the others
 * endable one by one or all at once (each after a question), and the trusted browsers to forget.
 * This device is never ended here: signing out does that.
 */
export function SessionsSection() {
  const { t, locale } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const failure = useFailure();
  const utils = api.useUtils();
  const list = api.user.sessions.list.useQuery();
  const [message, setMessage] = useState<Message>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const settle = (next: Message, drop?: (old: SessionList) => SessionList) => {
    setMessage(next);
    setConfirming(null);
    if (drop) utils.user.sessions.list.setData(undefined, (old) => old && drop(old));
    void utils.user.sessions.list.invalidate();
  };
  const fail = (failed: string) => (error: unknown) =>
    settle({ text: failure(error, failed), tone: "error" });
  const end = api.user.sessions.end.useMutation({
    onSuccess: (_, { id }) =>
      settle({ text: t("account.sessions.ended"), tone: "info" }, (old) => ({
        ...old,
        sessions: old.sessions.filter((session) => session.id !== id),
      })),
    onError: fail(t("account.sessions.endFailed")),
  });
  const endOthers = api.user.sessions.endOthers.useMutation({
    onSuccess: ({ ended }) =>
      settle(
        { text: t("account.sessions.endedOthers", { count: ended }), tone: "info" },
        (old) => ({
          ...old,
          sessions: old.sessions.filter((session) => session.isCurrent),
        }),
      ),
    onError: fail(t("account.sessions.endFailed")),
  });
  const forget = api.user.sessions.forgetBrowser.useMutation({
    onSuccess: (_, { id }) =>
      settle({ text: t("account.sessions.forgotten"), tone: "info" }, (old) => ({
        ...old,
        trustedBrowsers: old.trustedBrowsers.filter((browser) => browser.id !== id),
      })),
    onError: fail(t("account.sessions.forgetFailed")),
  });
  const isBusy = end.isPending || endOthers.isPending || forget.isPending;
  const ask = (next: Confirming) => {
    setMessage(null);
    setConfirming(next);
  };

  const now = new Date();
  const details = (session: ListedSession) => {
    const ago = (date: Date) => ({
      when: formatAgo(date, now, locale),
      time: (text: string) => text,
    });
    const isRecent = now.getTime() - session.lastActiveAt.getTime() < SESSION_TOUCH_MS;
    return [
      t(session.kind === "mobile" ? "account.sessions.mobileApp" : "account.sessions.webBrowser"),
      t.markup("account.sessions.signedIn", ago(session.createdAt)),
      isRecent
        ? t("account.sessions.activeRecently")
        : t.markup("account.sessions.active", ago(session.lastActiveAt)),
    ].join(" · ");
  };

  const sessionRow = (session: ListedSession) => {
    const label = deviceLabel((key, values) => t(`account.sessions.${key}`, values), session);
    const isConfirming = confirming?.kind === "end" && confirming.id === session.id;
    return (
      <DeviceRow
        key={session.id}
        testID="session"
        label={label}
        badge={session.isCurrent ? t("mobile.sessions.current") : undefined}
        details={details(session)}
        action={
          session.isCurrent || isConfirming ? null : (
            <Button
              label={t("account.sessions.end")}
              accessibilityLabel={t("account.sessions.endSession", { device: label })}
              variant="secondary"
              onPress={() => ask({ kind: "end", id: session.id })}
              isDisabled={isBusy}
            />
          )
        }
      >
        {isConfirming ? (
          <ConfirmBox
            title={t("mobile.sessions.endTitle", { device: label })}
            description={t("mobile.sessions.endDescription")}
            confirmLabel={t("account.sessions.end")}
            confirmAccessibilityLabel={t("account.sessions.endSession", { device: label })}
            onConfirm={() => end.mutate({ id: session.id })}
            onCancel={() => setConfirming(null)}
            isPending={end.isPending}
          />
        ) : null}
      </DeviceRow>
    );
  };

  const data = list.data;
  const hasOthers = data?.sessions.some((session) => !session.isCurrent) ?? false;
  return (
    <Section title={t("account.sessions.title")} description={t("account.sessions.description")}>
      {list.error && !data ? <Notice text={errorText(list.error)} /> : null}
      {list.isPending ? <ActivityIndicator accessibilityLabel={t("common.loading")} /> : null}
      {data ? (
        <>
          <View role="list">{data.sessions.map(sessionRow)}</View>
          {message ? <Notice tone={message.tone} text={message.text} /> : null}
          {!hasOthers ? (
            <Text style={{ color: colors.muted }}>
              {t(
                data.sessions.length > 0 ? "account.sessions.onlyHere" : "account.sessions.nowhere",
              )}
            </Text>
          ) : confirming?.kind === "others" ? (
            <ConfirmBox
              title={t("account.sessions.endOthersTitle")}
              description={t("mobile.sessions.endOthersDescription")}
              confirmLabel={t("account.sessions.endOthers")}
              onConfirm={() => endOthers.mutate()}
              onCancel={() => setConfirming(null)}
              isPending={endOthers.isPending}
            />
          ) : (
            <View style={styles.start}>
              <Button
                label={t("account.sessions.endOthers")}
                variant="secondary"
                onPress={() => ask({ kind: "others" })}
                isDisabled={isBusy}
              />
            </View>
          )}
          {data.trustedBrowsers.length > 0 ? (
            <View style={styles.trusted}>
              <Text accessibilityRole="header" style={[styles.subheading, { color: colors.text }]}>
                {t("account.sessions.trustedTitle")}
              </Text>
              <Text style={{ color: colors.muted }}>
                {t("account.sessions.trustedDescription")}
              </Text>
              <View role="list">
                {data.trustedBrowsers.map((browser) => {
                  const label = deviceLabel(
                    (key, values) => t(`account.sessions.${key}`, values),
                    browser,
                  );
                  return (
                    <DeviceRow
                      key={browser.id}
                      testID="trusted-browser"
                      label={label}
                      details={t("account.sessions.trustedUntil", {
                        date: formatDate(browser.expiresAt, locale),
                      })}
                      action={
                        <Button
                          label={t("account.sessions.forget")}
                          accessibilityLabel={t("account.sessions.forgetBrowser", {
                            device: label,
                          })}
                          variant="secondary"
                          onPress={() => {
                            setMessage(null);
                            forget.mutate({ id: browser.id });
                          }}
                          isBusy={forget.isPending && forget.variables.id === browser.id}
                          isDisabled={isBusy}
                        />
                      }
                    />
                  );
                })}
              </View>
            </View>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}

const styles = StyleSheet.create({
  start: { alignItems: "flex-start" },
  trusted: { gap: 6, paddingTop: 8 },
  subheading: { fontSize: 16, fontWeight: "600" },
});
