import { router } from "expo-router";
import { useState } from "react";
import { ScrollView, StyleSheet, Text, View } from "react-native";

import { TASK_PRIORITIES, TASK_STATUSES } from "@teamkit/validators";

import type { TaskView } from "../../lib/api";
import { Button } from "../../components/button";
import { Chip } from "../../components/chip";
import { TextField } from "../../components/text-field";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { useTeamId } from "../../lib/session";
import { useColors } from "../../lib/theme";
import { TagPicker } from "./tag-picker";
import { useTaskEditor } from "./use-task-editor";

function Choices({ label, children }: { label: string; children: React.ReactNode }) {
  const colors = useColors();
  return (
    <View accessibilityRole="radiogroup" accessibilityLabel={label} style={styles.group}>
      <Text style={[styles.label, { color: colors.text }]}>{label}</Text>
      <View style={styles.row}>{children}</View>
    </View>
  );
}

export function TaskEditor({ task }: { task?: TaskView }) {
  const { t } = useI18n();
  const colors = useColors();
  const teamId = useTeamId();
  const members = api.team.member.list.useQuery({ teamId });
  const editor = useTaskEditor(task, () => router.back());
  const [isConfirming, setIsConfirming] = useState(false);
  const { values, set, errors } = editor;

  return (
    <ScrollView
      contentContainerStyle={styles.form}
      keyboardShouldPersistTaps="handled"
      style={{ backgroundColor: colors.background }}
    >
      <TextField
        label={t("tasks.form.title")}
        value={values.title}
        onChangeText={(text) => set("title", text)}
        error={errors.title}
      />
      <TextField
        label={t("tasks.form.details")}
        value={values.description}
        onChangeText={(text) => set("description", text)}
        error={errors.description}
        multiline
      />
      <Choices label={t("tasks.form.status")}>
        {TASK_STATUSES.map((status) => (
          <Chip
            key={status}
            label={t(`tasks.status.${status}`)}
            isSelected={values.status === status}
            onPress={() => set("status", status)}
          />
        ))}
      </Choices>
      <Choices label={t("tasks.form.priority")}>
        {TASK_PRIORITIES.map((priority) => (
          <Chip
            key={priority}
            label={t(`tasks.priority.${priority}`)}
            isSelected={values.priority === priority}
            onPress={() => set("priority", priority)}
          />
        ))}
      </Choices>
      <TextField
        label={t("tasks.form.dueDate")}
        placeholder="YYYY-MM-DD"
        value={values.dueDate}
        onChangeText={(text) => set("dueDate", text)}
        error={errors.dueDate}
        inputMode="numeric"
      />
      <Choices label={t("tasks.form.assignee")}>
        <Chip
          label={t("tasks.form.nobody")}
          isSelected={values.assigneeId === ""}
          onPress={() => set("assigneeId", "")}
        />
        {(members.data ?? []).map((member) => (
          <Chip
            key={member.userId}
            label={member.name ?? member.email}
            isSelected={values.assigneeId === member.userId}
            onPress={() => set("assigneeId", member.userId)}
          />
        ))}
      </Choices>
      <Text style={[styles.label, { color: colors.text }]}>{t("tasks.form.tags")}</Text>
      <TagPicker selected={values.tagIds} onChange={(tagIds) => set("tagIds", tagIds)} />
      <Button
        label={task ? t("tasks.form.save") : t("tasks.form.create")}
        onPress={() => void editor.save()}
      />
      {task && !isConfirming ? (
        <Button label={t("tasks.delete")} variant="danger" onPress={() => setIsConfirming(true)} />
      ) : null}
      {task && isConfirming ? (
        <View style={styles.group}>
          <Text accessibilityRole="alert" style={{ color: colors.text }}>
            {t("tasks.deleteConfirmTitle", { title: task.title })}
          </Text>
          <View style={styles.row}>
            <Button
              label={t("tasks.delete")}
              variant="danger"
              onPress={() => void editor.deleteTask()}
            />
            <Button
              label={t("common.cancel")}
              variant="secondary"
              onPress={() => setIsConfirming(false)}
            />
          </View>
        </View>
      ) : null}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  form: { padding: 16, gap: 14, maxWidth: 640, width: "100%", alignSelf: "center" },
  group: { gap: 6 },
  label: { fontSize: 15, fontWeight: "500" },
  row: { flexDirection: "row", flexWrap: "wrap", gap: 8 },
});
