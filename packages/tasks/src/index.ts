import "server-only";

export { requireMember } from "./access";
export type { Board, BoardOf, CardBoard, TaskPage } from "./list";
export {
  BOARD_COLUMN_LIMIT,
  getBoard,
  getBoardCards,
  listOpenTasksPreview,
  listTasks,
  todayIn,
  weekOf,
} from "./list";
export { MIN_POSITION_GAP, POSITION_GAP, rebalanceColumn } from "./position";
export type { TagView } from "./tags";
export { createTag, deleteTag, listTags, updateTag } from "./tags";
export { createTask, deleteTask, getTask, moveTask, unassignMember, updateTask } from "./tasks";
export type { TaskCard, TaskPerson, TaskTag, TaskView } from "./view";
