import "server-only";

export type { FlowContext } from "./context";
export { deleteAccount, deleteOwnAccount, deleteUserAsAdmin } from "./delete-account";
export { deleteTeam } from "./delete-team";
export { removeMember, updateMembership } from "./members";
export type { OwnerLoss, OwnerLossSteps } from "./owner-loss";
export { signOut } from "./sign-out";
