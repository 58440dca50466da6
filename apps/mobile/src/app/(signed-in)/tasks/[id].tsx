import { Stack, useLocalSearchParams } from "expo-router";
import { ActivityIndicator } from "react-native";

import { Notice } from "../../../components/notice";
import { TaskEditor } from "../../../features/tasks/task-editor";
import { api } from "../../../lib/api";
import { useErrorText } from "../../../lib/error-text";
import { useI18n } from "../../../lib/i18n";
import { useTeamId } from "../../../lib/session";

/** `/tasks/new` creates a task; `/tasks/<id>` edits one. */
export default function TaskScreen() {
  const { t } = useI18n();
  const errorText = useErrorText();
  const teamId = useTeamId();
  const { id } = useLocalSearchParams<{ id: string }>();
  const isNew = id === "new";
  const task = api.tasks.get.useQuery({ teamId, taskId: id }, { enabled: !isNew });
  const title = isNew ? t("tasks.form.createTitle") : t("tasks.form.editTitle");
  return (
    <>
      <Stack.Screen options={{ title }} />
      {isNew ? <TaskEditor /> : null}
      {!isNew && task.isPending ? <ActivityIndicator /> : null}
      {!isNew && task.error ? <Notice text={errorText(task.error)} /> : null}
      {task.data ? <TaskEditor task={task.data} /> : null}
    </>
  );
}
