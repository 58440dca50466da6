import { AppError } from "@teamkit/validators";

/** An account the admin area does not know (or may not show): NOT_FOUND. */
export function userNotFound(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "admin.errors.userNotFound" });
}

/** Admins never act on admins, themselves included: they are not a target of admin actions. */
export function adminTargetRefused(): AppError {
  return new AppError("FORBIDDEN", { messageKey: "admin.errors.adminTarget" });
}
