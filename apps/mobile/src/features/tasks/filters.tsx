import { ScrollView, StyleSheet, Text, View } from "react-native";

import type { TaskListFilters } from "@teamkit/validators";
import { TASK_DUE_FILTERS, TASK_STATUS_FILTERS } from "@teamkit/validators";

import { Chip } from "../../components/chip";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { useTeamId } from "../../lib/session";
import { useColors } from "../../lib/theme";

export type Filters = Pick<TaskListFilters, "status" | "tagId" | "assigneeId" | "due">;

function Group({ label, children }: { label: string; children: React.ReactNode }) {
  const colors = useColors();
  return (
    <View accessibilityRole="radiogroup" accessibilityLabel={label} style={styles.group}>
      <Text style={{ color: colors.muted }}>{label}</Text>
      <ScrollView horizontal contentContainerStyle={styles.row}>
        {children}
      </ScrollView>
    </View>
  );
}

/** The web's filters: status, tag, assignee and due date; a second press clears a choice. */
export function TaskFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useI18n();
  const teamId = useTeamId();
  const tags = api.tasks.tag.list.useQuery({ teamId });
  const members = api.team.member.list.useQuery({ teamId });
  const toggle = <K extends keyof Filters>(key: K, choice: Filters[K]) =>
    onChange({ ...value, [key]: value[key] === choice ? undefined : choice });
  const statusText = (status: (typeof TASK_STATUS_FILTERS)[number]) =>
    status === "open" ? t("tasks.openStatus") : t(`tasks.status.${status}`);

  return (
    <View style={styles.filters}>
      <Group label={t("tasks.statusLabel")}>
        {TASK_STATUS_FILTERS.map((status) => (
          <Chip
            key={status}
            label={statusText(status)}
            isSelected={value.status === status}
            onPress={() => toggle("status", status)}
          />
        ))}
      </Group>
      <Group label={t("tasks.tagLabel")}>
        {(tags.data ?? []).map((tag) => (
          <Chip
            key={tag.id}
            label={tag.name}
            isSelected={value.tagId === tag.id}
            onPress={() => toggle("tagId", tag.id)}
          />
        ))}
      </Group>
      <Group label={t("tasks.assigneeLabel")}>
        <Chip
          label={t("tasks.unassigned")}
          isSelected={value.assigneeId === "none"}
          onPress={() => toggle("assigneeId", "none")}
        />
        {(members.data ?? []).map((member) => (
          <Chip
            key={member.userId}
            label={member.name ?? member.email}
            isSelected={value.assigneeId === member.userId}
            onPress={() => toggle("assigneeId", member.userId)}
          />
        ))}
      </Group>
      <Group label={t("tasks.dueLabel")}>
        {TASK_DUE_FILTERS.map((due) => (
          <Chip
            key={due}
            label={t(`tasks.due.${due}`)}
            isSelected={value.due === due}
            onPress={() => toggle("due", due)}
          />
        ))}
      </Group>
    </View>
  );
}

const styles = StyleSheet.create({
  filters: { gap: 8 },
  group: { gap: 4 },
  row: { gap: 8, paddingVertical: 2 },
});
