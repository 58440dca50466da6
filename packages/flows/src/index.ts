import "server-only";

export { removeMember } from "./remove-member";
