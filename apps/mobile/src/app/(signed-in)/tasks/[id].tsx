import { router, Stack, useLocalSearchParams } from "expo-router";
import { useEffect, useRef, useState } from "react";
import { ActivityIndicator, StyleSheet, View } from "react-native";

import { Button } from "../../../components/button";
import { Notice } from "../../../components/notice";
import { useCachedTask } from "../../../features/tasks/optimistic";
import { TaskEditor } from "../../../features/tasks/task-editor";
import { api } from "../../../lib/api";
import { isOfflineFailure, useErrorText } from "../../../lib/error-text";
import { useI18n } from "../../../lib/i18n";
import { useIsOffline } from "../../../lib/network";
import { useTeamId } from "../../../lib/session";

/** `/tasks/new` creates a task; `/tasks/<id>` edits one. */
export default function TaskScreen() {
  const { t } = useI18n();
  const errorText = useErrorText();
  const teamId = useTeamId();
  const { id } = useLocalSearchParams<{ id: string }>();
  const isNew = id === "new";
  const task = api.tasks.get.useQuery({ teamId, taskId: id }, { enabled: !isNew });
  // Offline, the task as the list last loaded it (the banner says the app is offline); back
  // online, the screen loads it again.
  const cached = useCachedTask(id);
  const isOffline = useIsOffline();
  const { error, refetch } = task;
  const wasOffline = useRef(isOffline);
  useEffect(() => {
    if (wasOffline.current && !isOffline && error) void refetch();
    wasOffline.current = isOffline;
  }, [isOffline, error, refetch]);
  const loaded = task.data ?? (error && isOfflineFailure(error) ? cached : undefined);
  // Loading it again clears the failure: the editor stays with what it showed (and was typed).
  const [lastLoaded, setLastLoaded] = useState(loaded);
  if (loaded && loaded !== lastLoaded) setLastLoaded(loaded);
  const shown = loaded ?? (task.isFetching ? lastLoaded : undefined);
  const title = isNew ? t("tasks.form.createTitle") : t("tasks.form.editTitle");
  return (
    <>
      <Stack.Screen options={{ title }} />
      {isNew ? <TaskEditor /> : null}
      {!isNew && task.isPending && !shown ? <ActivityIndicator /> : null}
      {!isNew && error && !shown ? (
        <View testID="task-failed" style={styles.failed}>
          <Notice text={errorText(error)} />
          {/* The list, also when the task was opened from elsewhere (the assistant, a link). */}
          <Button
            label={t("mobile.tasks.backToList")}
            variant="secondary"
            onPress={() => router.dismissTo("/tasks")}
          />
        </View>
      ) : null}
      {shown ? <TaskEditor task={shown} /> : null}
    </>
  );
}

const styles = StyleSheet.create({
  // The editor's inset and width.
  failed: {
    padding: 16,
    gap: 10,
    maxWidth: 640,
    width: "100%",
    alignSelf: "center",
    alignItems: "flex-start",
  },
});
