import { router } from "expo-router";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";

import { TASK_PRIORITIES, TASK_STATUSES } from "@teamkit/validators";

import type { TaskView } from "../../lib/api";
import { Button } from "../../components/button";
import { ChipField, chipOptions } from "../../components/chip";
import { KeyboardScrollView } from "../../components/keyboard-scroll-view";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { useMemberOptions } from "./member-options";
import { TagPicker } from "./tag-picker";
import { useTaskEditor } from "./use-task-editor";

export function TaskEditor({ task }: { task?: TaskView }) {
  const { t } = useI18n();
  const colors = useColors();
  const members = useMemberOptions({ value: "", label: t("tasks.form.nobody") });
  // Opened by a link or after a reload there is nothing to go back to: the list then.
  const editor = useTaskEditor(task, () =>
    router.canGoBack() ? router.back() : router.replace("/tasks"),
  );
  const [isConfirming, setIsConfirming] = useState(false);
  const { values, set, errors, blur } = editor;

  return (
    <KeyboardScrollView
      contentContainerStyle={styles.form}
      style={{ backgroundColor: colors.background }}
    >
      {editor.refusal ? <Notice text={editor.refusal} /> : null}
      <TextField
        label={t("tasks.form.title")}
        value={values.title}
        onChangeText={(text) => set("title", text)}
        onBlur={blur("title")}
        error={errors.title}
      />
      <TextField
        label={t("tasks.form.details")}
        value={values.description}
        onChangeText={(text) => set("description", text)}
        onBlur={blur("description")}
        error={errors.description}
        multiline
      />
      <ChipField
        label={t("tasks.form.status")}
        options={chipOptions(TASK_STATUSES, (status) => t(`tasks.status.${status}`))}
        selected={values.status}
        onSelect={(status) => set("status", status)}
      />
      <ChipField
        label={t("tasks.form.priority")}
        options={chipOptions(TASK_PRIORITIES, (priority) => t(`tasks.priority.${priority}`))}
        selected={values.priority}
        onSelect={(priority) => set("priority", priority)}
      />
      <TextField
        label={t("tasks.form.dueDate")}
        placeholder={t("mobile.tasks.datePlaceholder")}
        value={values.dueDate}
        onChangeText={(text) => set("dueDate", text)}
        onBlur={blur("dueDate")}
        error={errors.dueDate}
        // The number pad has no "-"; this keyboard has digits and the dash (a text one elsewhere).
        keyboardType="numbers-and-punctuation"
      />
      <ChipField
        label={t("tasks.form.assignee")}
        options={members}
        selected={values.assigneeId}
        onSelect={(assigneeId) => set("assigneeId", assigneeId)}
      />
      <Text style={[styles.label, { color: colors.text }]}>{t("tasks.form.tags")}</Text>
      <TagPicker selected={values.tagIds} onChange={(tagIds) => set("tagIds", tagIds)} />
      <Button
        label={task ? t("tasks.form.save") : t("tasks.form.create")}
        onPress={() => void editor.save()}
        isBusy={editor.busy === "save"}
        isDisabled={editor.busy !== null}
      />
      {task && !isConfirming ? (
        <Button
          label={t("tasks.delete")}
          variant="danger"
          onPress={() => setIsConfirming(true)}
          isDisabled={editor.busy !== null}
        />
      ) : null}
      {task && isConfirming ? (
        <View style={styles.group}>
          <Text accessibilityRole="alert" style={{ color: colors.text }}>
            {t("tasks.deleteConfirmTitle", { title: task.title })}
          </Text>
          <Text style={{ color: colors.muted }}>{t("tasks.deleteConfirmText")}</Text>
          <View style={styles.row}>
            <Button
              label={t("tasks.delete")}
              variant="danger"
              onPress={() => void editor.deleteTask()}
              isBusy={editor.busy === "delete"}
              isDisabled={editor.busy !== null}
            />
            <Button
              label={t("common.cancel")}
              variant="secondary"
              onPress={() => setIsConfirming(false)}
            />
          </View>
        </View>
      ) : null}
    </KeyboardScrollView>
  );
}

const styles = StyleSheet.create({
  form: { padding: 16, gap: 14, maxWidth: 640, width: "100%", alignSelf: "center" },
  group: { gap: 6 },
  label: { fontSize: 15, fontWeight: "500" },
  row: { flexDirection: "row", flexWrap: "wrap", gap: 8 },
});
