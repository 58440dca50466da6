import type { LayoutChangeEvent, NativeScrollEvent, NativeSyntheticEvent } from "react-native";

import { router, Stack, useLocalSearchParams } from "expo-router";
import { HeaderHeightContext } from "expo-router/react-navigation";
import { useContext, useEffect, useRef, useState } from "react";
import {
  ActivityIndicator,
  FlatList,
  KeyboardAvoidingView,
  Platform,
  StyleSheet,
  Text,
  View,
} from "react-native";

import type { ChatMessage } from "../../../features/assistant/stream";
import { Button } from "../../../components/button";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { MessageView } from "../../../features/assistant/message-view";
import { QuotaNotice, SimulatedModelLabel, UsageMeter } from "../../../features/assistant/usage";
import {
  MAX_MESSAGE_LENGTH,
  useAssistantChat,
} from "../../../features/assistant/use-assistant-chat";
import { useCurrentTeam } from "../../../features/team/use-current-team";
import { withChosenTeam } from "../../../features/team/with-chosen-team";
import { api } from "../../../lib/api";
import { useErrorText } from "../../../lib/error-text";
import { useI18n } from "../../../lib/i18n";
import { useColors } from "../../../lib/theme";

/** `/assistant/new` or `/assistant/{id}`: a conversation, loaded from the server (or the offline copy). */
function Conversation() {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const { teamId } = useCurrentTeam();
  const { id } = useLocalSearchParams<{ id?: string }>();
  // Decided when the screen opens: a new conversation that adopts its id keeps its chat.
  const [loadId] = useState(() => (id && id !== "new" ? id : null));
  const conversation = api.ai.conversation.get.useQuery(
    { teamId, id: loadId ?? "" },
    { enabled: loadId !== null, retry: false },
  );

  let body;
  if (!loadId) body = <Chat teamId={teamId} conversationId={null} initialMessages={[]} />;
  else if (conversation.data)
    body = (
      <Chat
        teamId={teamId}
        conversationId={loadId}
        initialMessages={conversation.data.messages as unknown as ChatMessage[]}
      />
    );
  else if (conversation.error) {
    // No such conversation (or no such id): asking again cannot bring it.
    const code = conversation.error.data?.code;
    const canRetry = code !== "NOT_FOUND" && code !== "BAD_REQUEST";
    body = (
      <View style={styles.padded}>
        <Notice text={`${t("ai.page.loadFailed")} ${errorText(conversation.error)}`} />
        <View style={styles.row}>
          {canRetry ? (
            <Button
              label={t("ai.page.retry")}
              variant="secondary"
              onPress={() => void conversation.refetch()}
            />
          ) : null}
          <Button
            label={t("ai.page.newConversation")}
            onPress={() => router.replace("/assistant/new")}
          />
        </View>
      </View>
    );
  } else
    body = <ActivityIndicator accessibilityLabel={t("ai.page.loading")} style={styles.padded} />;

  return (
    <View style={[styles.screen, { backgroundColor: colors.background }]}>
      <Stack.Screen options={{ title: conversation.data?.title ?? t("mobile.assistant.title") }} />
      {body}
    </View>
  );
}

/** How close to its end the log counts as showing the end, which it then keeps in view. */
const END_SLACK = 24;

const KEYBOARD_BEHAVIOR = Platform.select({
  ios: "padding" as const,
  android: "height" as const,
  default: undefined,
});

function Chat({
  teamId,
  conversationId,
  initialMessages,
}: {
  teamId: string;
  conversationId: string | null;
  initialMessages: ChatMessage[];
}) {
  const { t } = useI18n();
  const colors = useColors();
  const { isOwner } = useCurrentTeam();
  const utils = api.useUtils();
  const usage = api.ai.usage.useQuery({ teamId });
  const [input, setInput] = useState("");
  const listRef = useRef<FlatList<ChatMessage>>(null);
  // The stack's bar sits above the screen: the keyboard's top is measured from the window's.
  const headerHeight = useContext(HeaderHeightContext) ?? 0;
  const chat = useAssistantChat({
    teamId,
    conversationId,
    initialMessages,
    onConversationId: (id) => {
      router.setParams({ id });
      void utils.ai.conversation.list.invalidate({ teamId });
    },
  });
  const isQuotaReached = usage.data ? usage.data.used >= usage.data.limit : false;
  const canSend = !!input.trim() && !isQuotaReached && chat.waitSeconds <= 0;

  // The log follows its end until the user scrolls up to read. Its content growing is not the only
  // change: the log itself shrinks when the keyboard opens, the composer grows or the usage above
  // it changes after a reply, and the end would slip under the composer.
  const isAtEnd = useRef(true);
  const listHeight = useRef(0);
  const toEnd = () => listRef.current?.scrollToEnd({ animated: false });
  const followEnd = () => {
    if (isAtEnd.current) toEnd();
  };
  const onScroll = ({ nativeEvent }: NativeSyntheticEvent<NativeScrollEvent>) => {
    const { contentOffset, contentSize, layoutMeasurement } = nativeEvent;
    isAtEnd.current = contentOffset.y + layoutMeasurement.height >= contentSize.height - END_SLACK;
  };
  const onLayout = ({ nativeEvent }: LayoutChangeEvent) => {
    if (nativeEvent.layout.height === listHeight.current) return;
    listHeight.current = nativeEvent.layout.height;
    followEnd();
  };
  // A finished (or failed) reply ends at the bottom, wherever the user scrolled meanwhile.
  const wasBusy = useRef(chat.isBusy);
  useEffect(() => {
    if (wasBusy.current && !chat.isBusy) {
      isAtEnd.current = true;
      toEnd();
    }
    wasBusy.current = chat.isBusy;
  }, [chat.isBusy]);

  // Kept when the message was not sent (offline): it can go once the server is back.
  function send(text: string) {
    if (!chat.send(text)) return;
    setInput("");
    isAtEnd.current = true;
  }

  const empty = (
    <View style={styles.empty}>
      <Text accessibilityRole="header" style={[styles.emptyTitle, { color: colors.text }]}>
        {t("ai.page.emptyTitle")}
      </Text>
      <Text style={{ color: colors.muted, textAlign: "center" }}>{t("ai.page.emptyText")}</Text>
      <View style={[styles.row, styles.center]}>
        {(["suggestionCreate", "suggestionOpen"] as const).map((key) => (
          <Button
            key={key}
            label={t(`ai.page.${key}`)}
            variant="secondary"
            isDisabled={isQuotaReached || chat.isBusy}
            onPress={() => send(t(`ai.page.${key}`))}
          />
        ))}
      </View>
    </View>
  );

  return (
    // The composer stays above the keyboard (Android resizes the window itself).
    <KeyboardAvoidingView
      style={styles.screen}
      // Android draws edge to edge (SDK 57), so its window no longer shrinks for the keyboard.
      behavior={KEYBOARD_BEHAVIOR}
      keyboardVerticalOffset={headerHeight}
    >
      <View style={[styles.padded, { borderBottomWidth: 1, borderColor: colors.border }]}>
        {usage.data ? <UsageMeter usage={usage.data} /> : null}
        {usage.data?.model.kind === "simulated" ? <SimulatedModelLabel /> : null}
      </View>
      <FlatList
        ref={listRef}
        accessibilityLabel={t("ai.page.log")}
        data={chat.messages}
        keyExtractor={(message) => message.id}
        ListEmptyComponent={chat.isBusy ? null : empty}
        renderItem={({ item }) => (
          <MessageView message={item} isStopped={chat.stoppedIds.has(item.id)} />
        )}
        ListFooterComponent={
          <View style={styles.footer}>
            {chat.isWaitingForText ? (
              <View style={styles.row}>
                <ActivityIndicator />
                <Text style={{ color: colors.muted }}>{t("ai.page.thinking")}</Text>
              </View>
            ) : null}
            {chat.failure ? (
              <View testID="ai-error" style={styles.failure}>
                <Notice text={chat.failure.text} />
                {chat.waitSeconds > 0 ? (
                  <Text style={{ color: colors.danger }}>
                    {t("ai.page.retryIn", { seconds: chat.waitSeconds })}
                  </Text>
                ) : null}
                {chat.failure.isQuota || !chat.failure.failedId ? null : (
                  <View style={styles.row}>
                    <Button
                      label={t("ai.page.tryAgain")}
                      variant="secondary"
                      isDisabled={chat.waitSeconds > 0 || isQuotaReached}
                      onPress={chat.retry}
                    />
                  </View>
                )}
              </View>
            ) : null}
          </View>
        }
        onContentSizeChange={followEnd}
        onLayout={onLayout}
        onScroll={onScroll}
        scrollEventThrottle={100}
        contentContainerStyle={styles.log}
      />
      <View style={[styles.composer, { borderColor: colors.border }]}>
        {isQuotaReached ? <QuotaNotice isOwner={isOwner} /> : null}
        <TextField
          label={t("ai.page.inputLabel")}
          placeholder={t("ai.page.inputPlaceholder")}
          value={input}
          onChangeText={setInput}
          maxLength={MAX_MESSAGE_LENGTH}
          editable={!isQuotaReached}
          multiline
          onSubmitEditing={() => canSend && send(input)}
        />
        <View style={styles.row}>
          {chat.isBusy ? (
            <Button label={t("ai.page.stop")} variant="secondary" onPress={chat.stop} />
          ) : (
            <Button label={t("ai.page.send")} isDisabled={!canSend} onPress={() => send(input)} />
          )}
        </View>
      </View>
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  padded: { padding: 16, gap: 10 },
  log: { padding: 16, gap: 12, flexGrow: 1 },
  footer: { gap: 8 },
  failure: { gap: 6 },
  empty: { alignItems: "center", gap: 10, paddingVertical: 24 },
  emptyTitle: { fontSize: 17, fontWeight: "600" },
  row: { flexDirection: "row", flexWrap: "wrap", gap: 8, alignItems: "center" },
  center: { justifyContent: "center" },
  composer: { borderTopWidth: 1, padding: 12, gap: 8 },
});

export default withChosenTeam(Conversation);
