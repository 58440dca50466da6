import type { BoardView } from "../../lib/api";
import type { TaskStatus } from "./board-moves";
import { api } from "../../lib/api";
import { useErrorText } from "../../lib/error-text";
import { flash } from "../../lib/flash";
import { useI18n } from "../../lib/i18n";
import { useTeamId } from "../../lib/session";
import { applyMove, planMove } from "./board-moves";
import { useOptimisticTasks, useRefreshTasks } from "./optimistic";

/** Moves a card at once on screen, keeps the server's order (`tasks.move`), undoes on refusal. */
export function useBoardMove(board: BoardView | undefined) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const teamId = useTeamId();
  const optimistic = useOptimisticTasks();
  const refresh = useRefreshTasks();
  const move = api.tasks.move.useMutation();

  return async (taskId: string, to: "up" | "down" | TaskStatus) => {
    const planned = board ? planMove(board, taskId, to) : null;
    if (!planned) return;
    flash.clear();
    const undo = await optimistic({ board: (current) => applyMove(current, planned) });
    try {
      await move.mutateAsync({ teamId, ...planned });
    } catch (error) {
      undo();
      // With the reason, as the web's message says it (offline, a task deleted meanwhile).
      flash.show(`${t("tasks.board.moveFailed")} ${errorText(error)}`);
    } finally {
      void refresh();
    }
  };
}
